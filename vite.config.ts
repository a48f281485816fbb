import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/build/compile-hints.ts';
import { guideTopics } from './scripts/build/guide-topics.ts';
import { passwordDictionary } from './scripts/build/password-dictionary.ts';
import { precacheSize } from './scripts/build/precache-size.ts';
import { precompress } from './scripts/build/precompress.ts';
import { OFFLINE_PACK_ENTRY, prerender } from './scripts/build/prerender.ts';
import { CONTENT_CACHE, MEMBER_CACHE, PHOTO_CACHE } from './src/shared/offline.ts';

const apiPort = Number(process.env.PORT ?? 3000);
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * `vite build` makes a production build whatever NODE_ENV the shell has (`npm start` in a shell set up for
 * development built React's development mode); only `--mode development` asks for a development build.
 * React Router 7's package exports only its development build (remix-run/react-router#12532, #14102: its dev
 * warnings and their checks on every render ship to production); a production build takes the package's own
 * production build, which it ships beside it (decision record 043).
 */
function productionBuild(): Plugin {
  return {
    name: 'production-build',
    config(_config, { command, mode }) {
      if (command !== 'build' || mode !== 'production') return;
      process.env.NODE_ENV = 'production';
      return { resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } };
    },
  };
}

export default defineConfig({
  plugins: [
    productionBuild(),
    react(),
    tailwindcss(),
    passwordDictionary(),
    guideTopics(),
    // Travellers are often offline: after one visit the app shell, every page chunk (guide articles,
    // apps, diet card included), the translations, phrases and places keep working with no network.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: {
        name: 'Hola Corea',
        short_name: 'Hola Corea',
        description: 'Korea travel help: guide, Korean phrases, community · Guía de viaje por Corea · 한국 여행 도우미',
        start_url: '/',
        display: 'standalone',
        theme_color: '#c2410c',
        background_color: '#fafaf9',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,json}'],
        // Its size, for the offline pack's answer.
        manifestTransforms: [precacheSize(fileURLToPath(new URL('./dist/precache.json', import.meta.url)))],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/unsubscribe/],
        clientsClaim: true,
        skipWaiting: true,
        // Shows Web Push notifications and opens their chat or post (decision record 020).
        importScripts: ['/push-sw.js'],
        // NOTE: workbox copies each urlPattern into sw.js as text, so they cannot use imported names.
        runtimeCaching: [
          {
            // The content data: warmed for every page by the offline pack (src/app/features/guide/offline-pack.ts).
            urlPattern: ({ url }) =>
              ['/api/phrases', '/api/places'].includes(url.pathname) || url.pathname.startsWith('/api/regions'),
            handler: 'NetworkFirst',
            options: { cacheName: CONTENT_CACHE, networkTimeoutSeconds: 4, matchOptions: { ignoreVary: true } },
          },
          {
            // So a chat opens offline, with its pending messages: who the user is, the inbox, a chat and its newest messages.
            urlPattern: ({ url }) =>
              url.pathname === '/api/me' || /^\/api\/conversations(\/[^/]+(\/messages)?)?$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: { cacheName: MEMBER_CACHE, matchOptions: { ignoreVary: true } },
          },
          {
            // Public photos: immutable URLs, so the cached copy is the file; offline, the places' photos of the pack.
            urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: PHOTO_CACHE,
              expiration: { maxEntries: 400 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    compileHints(),
    precompress(),
    prerender(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      // The offline pack is an entry of its own, its exports named as written: a prerendered page's starter saves
      // the pack before the app has started (scripts/build/starter.js, decision record 044).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        [OFFLINE_PACK_ENTRY]: fileURLToPath(new URL('./src/app/features/guide/offline-pack.ts', import.meta.url)),
      },
      output: {
        // Left to itself the bundler cut what every page needs into a dozen chunks of 1–6 KB, each with about
        // 1 KB of response headers on HTTP/1.1: the libraries every page starts with, and the app's small
        // shared helpers, are one chunk each (decision record 026).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next[^\\/]*|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            // The line icons (components/ui/icon.tsx): the header draws some on every page, so they go with the
            // first load, never inside a lazy chunk that imports them too (the photo picker did, and every page
            // then preloaded the photo chunk).
            { name: 'icons', test: /src[\\/]app[\\/]components[\\/]ui[\\/]icon\.tsx$/ },
            // Photos (decision record 032): the grid, viewer, image, picker and their rules in one lazy chunk, not five
            // names in the entry's preload map (which every page loads).
            {
              name: 'photo-ui',
              test: /src[\\/](app[\\/]components[\\/]ui[\\/]photos[\\/]|shared[\\/]photo-rules)|node_modules[\\/]thumbhash[\\/]/,
            },
            // The app's small helpers (`lib/`, `hooks/`) and the shared rules beside the contracts (`shared/*.ts`; the
            // contracts' schemas are the forms', in their chunks). Not the photo upload: only the pages that add photos
            // load it (decision record 032). Nor what only forms and legal pages use (form errors, drafts, the wake
            // lock, the operator's details): every page preloads this chunk.
            {
              name: 'common',
              test: /src[\\/](app[\\/](lib|hooks)[\\/](?!photo-upload|form-errors|use-draft|use-wake-lock)|shared[\\/](?!photo-rules|operator)[^\\/]+$)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/dev/outbox': `http://127.0.0.1:${apiPort}`,
    },
  },
});
