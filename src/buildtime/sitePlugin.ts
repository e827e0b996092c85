import webpack from 'webpack';
import type { SiteContent } from '../content/validateContent';
import { missingEmailjsVariables } from '../lib/emailjs/settings';
import type { BuildSettings } from './buildSettings';
import { pageDocument } from './document';
import { robotsTxt, sitemapXml, webManifest } from './siteFiles';

/**
 * Writes the files made from the content and the settings beside the bundle: index.html (with
 * the bundle's file names), `_headers`, the web manifest, robots.txt and sitemap.xml.
 */
export class SitePlugin implements webpack.WebpackPluginInstance {
  constructor(
    private readonly options: {
      content: SiteContent;
      settings: BuildSettings;
      production: boolean;
    },
  ) {}

  apply(compiler: webpack.Compiler): void {
    const { content, settings, production } = this.options;
    const { pageUrl } = settings.site;
    compiler.hooks.thisCompilation.tap(SitePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: SitePlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const entryFiles = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])];
          const canSend = missingEmailjsVariables(settings.emailjs).length === 0;
          const document = pageDocument({
            content,
            pageUrl,
            scripts: entryFiles.filter((file) => file.endsWith('.js')),
            stylesheets: entryFiles.filter((file) => file.endsWith('.css')),
            production,
            contactFormSendsTo: canSend ? settings.emailjs.origin || null : null,
          });
          const files: Record<string, string | null> = {
            'index.html': document.html,
            _headers: document.headers,
            'manifest.webmanifest': webManifest(content),
            'robots.txt': robotsTxt(pageUrl),
            'sitemap.xml': sitemapXml(pageUrl),
          };
          for (const [name, text] of Object.entries(files)) {
            if (text !== null) compilation.emitAsset(name, new webpack.sources.RawSource(text));
          }
        },
      );
    });
  }
}
