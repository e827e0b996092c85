import webpack from 'webpack';
import type { SiteContent } from '../content/types';
import type { Catalog } from '../i18n/words';
import { generatedFiles } from '../lib/generatedFiles';
import { missingEmailjsVariables } from '../lib/emailjs/settings';
import type { BuildSettings } from './buildSettings';
import { pageDocument } from './document';
import { drawImages } from './images';
import { toJsonResume } from './jsonResume';
import { buildResumePdf } from './resumePdf';
import { resumeData } from './resumePdf';
import { contentGlobals } from './siteContentDefinition';
import { robotsTxt, sitemapXml } from './siteFiles';
import type { InstalledFont } from './typeset/fonts';
import { createTypesetter } from './typeset/typst';

type FileContents = string | Buffer | Uint8Array;

/**
 * Writes every file made from the content and the settings beside the bundle: index.html (with
 * the bundle's file names), `_headers`, the resume as PDF and as JSON Resume, the bitmap
 * icons and social card, robots.txt and sitemap.xml. Nothing of it is committed,
 * so none of it can go stale.
 */
export class SitePlugin implements webpack.WebpackPluginInstance {
  /** Made once per run: the content is fixed when webpack starts. */
  private contentFiles:
    Promise<{ files: Record<string, FileContents>; faviconSvg: string }> | undefined;

  constructor(
    private readonly options: {
      content: SiteContent;
      words: Catalog;
      /** The fonts that draw every letter of the content (chosen by the preflight). */
      fonts: InstalledFont[];
      settings: BuildSettings;
      production: boolean;
    },
  ) {}

  private async makeContentFiles() {
    const { content, words, fonts, settings } = this.options;
    const { pageUrl } = settings.site;
    const typeset = createTypesetter(fonts);
    const images = drawImages(content, typeset);
    const files: Record<string, FileContents> = {
      [generatedFiles.resumePdf]: buildResumePdf(resumeData(content, words), typeset),
      [generatedFiles.resumeJson]: `${JSON.stringify(toJsonResume(content, words, pageUrl), null, 2)}\n`,
      ...images.files,
      'robots.txt': robotsTxt(pageUrl),
      ...(pageUrl && { 'sitemap.xml': sitemapXml(pageUrl) }),
    };
    return { files, faviconSvg: images.faviconSvg };
  }

  private async makeDocument(
    entryFiles: string[],
    cssOf: (file: string) => string,
    faviconSvg: string,
  ): Promise<Record<string, string>> {
    const { content, words, settings, production } = this.options;
    // The page's modules read the content as SITE_CONTENT, as they do in the bundle; loaded here,
    // not at the top, so that they find it.
    Object.assign(globalThis, contentGlobals({ content, words }));
    const { prerenderPage } = await import('./prerender');
    const canSend = missingEmailjsVariables(settings.emailjs).length === 0;
    const document = pageDocument({
      content,
      pageUrl: settings.site.pageUrl,
      scripts: entryFiles.filter((file) => file.endsWith('.js')),
      stylesheets: entryFiles
        .filter((file) => file.endsWith('.css'))
        .map((href) => ({ href, css: cssOf(href) })),
      production,
      faviconSvg,
      prerendered: production ? prerenderPage() : '',
      contactFormSendsTo: canSend ? settings.emailjs.origin || null : null,
    });
    return { 'index.html': document.html, ...(document.headers && { _headers: document.headers }) };
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(SitePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: SitePlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        async () => {
          this.contentFiles ??= this.makeContentFiles();
          const entryFiles = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])];
          // The stylesheet's text, without the comment that points to its source map.
          const cssOf = (file: string) =>
            String(compilation.getAsset(file)?.source.source() ?? '')
              .replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '')
              .trim();
          const { files: contentFiles, faviconSvg } = await this.contentFiles;
          const files = {
            ...contentFiles,
            ...(await this.makeDocument(entryFiles, cssOf, faviconSvg)),
          };
          // In production the page carries its CSS inline; a file beside it would go unused.
          if (this.options.production) {
            for (const file of entryFiles.filter((name) => name.endsWith('.css'))) {
              compilation.deleteAsset(file);
              compilation.deleteAsset(`${file}.map`);
            }
          }
          for (const [name, contents] of Object.entries(files)) {
            compilation.emitAsset(name, new webpack.sources.RawSource(Buffer.from(contents)));
          }
        },
      );
    });
  }
}
