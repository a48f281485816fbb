import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file eagerly, off the main thread while it streams. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The page's entry chunk (index.html's) and every chunk it imports statically: the code a page runs as it starts. */
export function startChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>();
  const add = (chunk: OutputChunk) => {
    if (chunks.has(chunk.fileName)) return;
    chunks.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') add(imported);
    }
  };
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('.html')) add(output);
  return [...chunks.values()];
}

/**
 * Marks the chunks a page starts with for eager compilation (Chrome 136+; other engines ignore a comment). Left lazy,
 * V8 only pre-parses their functions while the file streams in, then parses and compiles each again on the main
 * thread the first time it runs, inside the start's one long task (decision record 039). Runs after Vite's own
 * output changes, so the hint is the file's first line.
 */
export function compileHints(): Plugin {
  return {
    name: 'hola-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of startChunks(bundle)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
