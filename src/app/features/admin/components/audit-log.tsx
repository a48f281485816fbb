import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AuditEntry, AuditQuerySchema } from '#shared/contracts/admin';
import { paths } from '#app/paths.ts';
import { useAuditLog } from '#app/features/admin/api/get-audit-log.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';
import { useUrlState } from '#app/features/admin/hooks/use-url-state.ts';
import { DataTable } from './data-table.tsx';
import { SelectField } from './fields.tsx';
import { Filters, Pager, QueryState } from './list-parts.tsx';
import { ICON_LIST } from '#app/components/ui/icon.tsx';

const PAGE_SIZE = 20;
const TARGET_TYPES = AuditQuerySchema.shape.targetType.unwrap().options;
type TargetType = (typeof TARGET_TYPES)[number];

/** Every action the server records, by what it acts on. */
const AUDIT_ACTIONS: Record<TargetType, string[]> = {
  user: [
    'user.ban',
    'user.unban',
    'user.deactivate',
    'user.reactivate',
    'user.promote',
    'user.demote',
    'user.reset-reports',
  ],
  report: ['report.resolve'],
  message: ['message.delete'],
  post: ['post.hide', 'post.unhide', 'post.pin', 'post.unpin', 'post.delete'],
  comment: ['comment.hide', 'comment.unhide', 'comment.delete'],
  phrase: ['phrase.create', 'phrase.update', 'phrase.delete', 'phrase.reorder'],
  region: ['region.create', 'region.update', 'region.delete'],
  place: ['place.create', 'place.update', 'place.delete'],
  board: ['board.create', 'board.update', 'board.archive', 'board.restore', 'board.reorder'],
};

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** before → after; for two objects, only the keys that changed, one per line. */
function Change({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    );
    return (
      <ul className="space-y-0.5 font-mono text-xs">
        {keys.map((k) => (
          <li key={k}>
            <span className="text-stone-600">{k}:</span> {show(before[k])} <span aria-hidden="true">→</span>{' '}
            {show(after[k])}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className="font-mono text-xs">
      {show(before)} <span aria-hidden="true">→</span> {show(after)}
    </p>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const label = `${t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })} ${entry.targetId}`;
  const link = (() => {
    switch (entry.targetType) {
      case 'user':
        return { pathname: paths.admin.users(), search: `?user=${encodeURIComponent(entry.targetId)}` };
      case 'report':
        return { pathname: paths.admin.reports(), search: `?state=all&report=${encodeURIComponent(entry.targetId)}` };
      case 'post':
        return paths.post(entry.targetId);
      case 'phrase':
        return paths.admin.phrases();
      case 'region':
      case 'place':
        return paths.admin.places();
      case 'board':
        return paths.admin.community();
      default:
        return null;
    }
  })();
  return link ? (
    <Link to={link} className="break-all text-brand-700 underline-offset-4 hover:underline">
      {label}
    </Link>
  ) : (
    <span className="break-all">{label}</span>
  );
}

/** The audit log: who did what to which target, when, and what changed; filtered by action or target type. */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const url = useUrlState();
  const targetType = TARGET_TYPES.find((x) => x === url.get('auditTarget'));
  const action = url.get('auditAction') || undefined;
  const page = Math.max(1, Number.parseInt(url.get('auditPage'), 10) || 1);
  const audit = useAuditLog({ action, targetType, page, pageSize: PAGE_SIZE });
  const actions = targetType ? AUDIT_ACTIONS[targetType] : Object.values(AUDIT_ACTIONS).flat();
  const actionLabel = (a: string) => t(`audit.actions.${a}`, { defaultValue: a });

  return (
    <div>
      <Filters label={t('audit.filters')}>
        <SelectField
          label={t('audit.targetType')}
          value={targetType ?? ''}
          onChange={(e) => url.set({ auditTarget: e.target.value, auditAction: undefined, auditPage: undefined })}
          options={[
            { value: '', label: t('common.all') },
            ...TARGET_TYPES.map((x) => ({ value: x, label: t(`audit.targets.${x}`) })),
          ]}
        />
        <SelectField
          label={t('audit.action')}
          value={action ?? ''}
          onChange={(e) => url.set({ auditAction: e.target.value, auditPage: undefined })}
          options={[
            { value: '', label: t('common.all') },
            ...actions.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
        />
      </Filters>
      <QueryState
        query={audit}
        isEmpty={(d) => d.entries.length === 0}
        emptyIconPath={ICON_LIST}
        emptyTitle={t('audit.empty')}
      >
        {(data) => (
          <>
            <DataTable
              label={t('audit.title')}
              rows={data.entries}
              rowKey={(e) => e.id}
              columns={[
                {
                  key: 'when',
                  header: t('audit.when'),
                  cell: (e) => (
                    <time dateTime={e.createdAt} className="whitespace-nowrap">
                      {format.dateTime(e.createdAt)}
                    </time>
                  ),
                },
                {
                  key: 'who',
                  header: t('audit.who'),
                  cell: (e) =>
                    e.actor.nickname ?? <span className="italic text-stone-600">{t('common.unknownUser')}</span>,
                },
                {
                  key: 'what',
                  header: t('audit.what'),
                  cell: (e) => <span className="font-semibold">{actionLabel(e.action)}</span>,
                },
                { key: 'target', header: t('audit.target'), cell: (e) => <Target entry={e} /> },
                { key: 'change', header: t('audit.change'), cell: (e) => <Change before={e.before} after={e.after} /> },
              ]}
            />
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => url.set({ auditPage: p })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
