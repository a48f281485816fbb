import type { Plugin } from 'vite';

/**
 * `virtual:password-dictionary`: zxcvbn-ts's keyboard graphs and the 5,000 most common passwords of
 * its list, for the forms' strength hint (the whole list is 200 KB gzip; the server checks all of it).
 */
export function passwordDictionary(): Plugin {
  const id = 'virtual:password-dictionary';
  return {
    name: 'password-dictionary',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const { dictionary, adjacencyGraphs } = await import('@zxcvbn-ts/language-common');
      return `export const passwords = ${JSON.stringify(dictionary['passwords-common'].slice(0, 5000))};\nexport const graphs = ${JSON.stringify(adjacencyGraphs)};`;
    },
  };
}
