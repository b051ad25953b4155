import { describe, expect, it, vi } from 'vitest';
import { pagePreloads, type ViteManifest, WEB_APP_PAGE_MODULES, withPreloads } from './pageDocuments.js';
import { WEB_APP_PAGES } from './staticAssets.js';

// The route table's lazy pages as their loaders, so the test reads which module each one imports.
vi.mock('@/utils/lazyNamed', () => ({ lazyNamed: (load: () => unknown) => ({ load }) }));

describe("the server's map of page modules", () => {
  it('has an entry for every page the server knows', () => {
    expect(Object.keys(WEB_APP_PAGE_MODULES).sort()).toEqual([...WEB_APP_PAGES].sort());
  });

  it("names the module the web app's route table loads for each page", async () => {
    const { routes } = await import('../../web/src/app/routes');
    const imported = Object.fromEntries(
      Object.entries(routes).map(([page, screen]) => {
        const loader = String((screen as unknown as { load: () => unknown }).load);
        return [page, /\(\s*["']\/web\/([^"']+)["']\s*\)/.exec(loader)?.[1]];
      }),
    );
    expect(WEB_APP_PAGE_MODULES).toEqual(imported);
  });
});

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'], css: ['assets/index-3.css'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  'src/Page.tsx': { file: 'assets/Page-4.js', imports: ['index.html', '_Button-5.js', '_react-2.js'] },
  '_Button-5.js': { file: 'assets/Button-5.js', imports: ['_aria-6.js', 'index.html'], css: ['assets/Button-7.css'] },
  '_aria-6.js': { file: 'assets/aria-6.js', imports: ['_Button-5.js'] },
  'src/Other.tsx': { file: 'assets/Other-8.js', imports: ['index.html'] },
};

describe("a page's preloads", () => {
  it("lists the page's chunk first, then every chunk it imports and their styles, leaving out what index.html loads", () => {
    expect(pagePreloads(manifest, 'src/Page.tsx')).toEqual({
      scripts: ['/assets/Page-4.js', '/assets/Button-5.js', '/assets/aria-6.js'],
      styles: ['/assets/Button-7.css'],
    });
  });

  it('puts the links at the end of <head>, with crossorigin as Vite writes its own', () => {
    const html = withPreloads('<html><head><title>x</title></head><body></body></html>', pagePreloads(manifest, 'src/Page.tsx'));
    expect(html).toMatch(/<title>x<\/title>\s*<link rel="modulepreload" crossorigin href="\/assets\/Page-4.js">/);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/Button-7.css">\n  </head>');
  });

  it('leaves index.html alone for a page that needs nothing more', () => {
    expect(withPreloads('<head></head>', pagePreloads(manifest, 'index.html'))).toBe('<head></head>');
  });
});
