import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type ValueNode,
} from 'kysely';

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const out = super.transformValue(node);
    return typeof out.value === 'boolean' ? { ...out, value: out.value ? 1 : 0 } : out;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const out = super.transformPrimitiveValueList(node);
    return { ...out, values: out.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)) };
  }
}

/** better-sqlite3 cannot bind booleans; store them as 1/0 so queries can be written once for both engines. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  private readonly transformer = new BooleanToInteger();

  transformQuery(args: PluginTransformQueryArgs) {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}
