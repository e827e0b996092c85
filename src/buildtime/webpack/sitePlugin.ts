import webpack from 'webpack';
import { generatedFiles } from '../../lib/generatedFiles';
import { missingEmailjsVariables } from '../../lib/emailjs/settings';
import type { BuildSettings } from '../settings/buildSettings';
import { pageDocument } from '../pages/document';
import { drawImages } from '../drawn/images';
import { toJsonResume } from '../jsonResume/exportResume';
import { buildResumePdf, resumeData } from '../drawn/resumePdf';
import type { SiteBuild } from './siteBuild';
import { contentGlobals } from '../pages/siteContentDefinition';
import { prerenderWith } from '../pages/prerenderWith';
import { robotsTxt, sitemapXml, type PageAddress } from '../siteFiles/siteFiles';
import { fromPage, isDefaultPage, pageUrlOf, type SitePage } from '../content/sitePages';
import {
  allPagesSources,
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
  type PolicySources,
} from '../siteFiles/securityHeaders';
import type { InstalledFont } from '../drawn/typeset/fonts';
import type { Look } from '../look/look';
import { createTypesetter } from '../drawn/typeset/typst';

type FileContents = string | Buffer | Uint8Array;

/**
 * Writes every file of one language's page made from the content and the settings, in the
 * page's folder beside the bundle: index.html (with the bundle's file names), the resume as PDF
 * and as JSON Resume, the bitmap icons and the social card. The default language's also writes
 * what is about the whole site: robots.txt, sitemap.xml and `_headers`. Nothing of it is
 * committed, so none of it can go stale.
 */
export class SitePlugin implements webpack.WebpackPluginInstance {
  /** Made once per run: the content is fixed when webpack starts. */
  private contentFiles:
    Promise<{ files: Record<string, FileContents>; faviconSvg: string }> | undefined;

  constructor(
    private readonly options: {
      page: SitePage;
      /** Every page of the site, this one included. */
      pages: SitePage[];
      /** The fonts that draw every letter of the page's content (chosen by the preflight). */
      fonts: InstalledFont[];
      /** The site's look, from the owner's style: what the styles, images and PDF are drawn in. */
      look: Look;
      settings: BuildSettings;
      production: boolean;
      site: SiteBuild;
    },
  ) {}

  private addressOf(page: SitePage): PageAddress {
    const siteUrl = this.options.settings.site.pageUrl;
    return { siteUrl, pageUrl: pageUrlOf(siteUrl, page) };
  }

  private async makeContentFiles() {
    const { page, pages, fonts, look, settings } = this.options;
    const { content, words } = page;
    const { times } = this.options.site;
    const typeset = createTypesetter(fonts);
    const images = times.time('card and icons', () => drawImages(content, look, typeset));
    const siteUrl = settings.site.pageUrl;
    const resumeJson = toJsonResume(content, words, this.addressOf(page));
    const files: Record<string, FileContents> = {
      [generatedFiles.resumePdf]: times.time('resume PDF', () =>
        buildResumePdf(resumeData(content, words), look, typeset),
      ),
      [generatedFiles.resumeJson]: `${JSON.stringify(resumeJson, null, 2)}\n`,
      ...images.files,
    };
    const siteFiles: Record<string, FileContents> = isDefaultPage(page)
      ? {
          'robots.txt': robotsTxt(siteUrl),
          ...(siteUrl && {
            'sitemap.xml': sitemapXml(
              pages.map((each) => ({ content: each.content, address: this.addressOf(each) })),
            ),
          }),
        }
      : {};
    const inFolder = Object.fromEntries(
      Object.entries(files).map(([name, contents]) => [page.folder + name, contents]),
    );
    return { files: { ...inFolder, ...siteFiles }, faviconSvg: images.faviconSvg };
  }

  private async makeDocument(
    entryFiles: string[],
    /** Every script file of the page, its own chunks too, named by their content. */
    pageScripts: string[],
    cssOf: (file: string) => string,
    faviconSvg: string,
  ): Promise<{ html: string; policySources: PolicySources | null }> {
    const { page, settings, production } = this.options;
    const canSend = missingEmailjsVariables(settings.emailjs).length === 0;
    return pageDocument({
      content: page.content,
      address: this.addressOf(page),
      scripts: entryFiles
        .filter((file) => file.endsWith('.js'))
        .map((file) => fromPage(page.folder, file)),
      stylesheets: entryFiles
        .filter((file) => file.endsWith('.css'))
        .map((file) => ({ href: fromPage(page.folder, file), css: cssOf(file) })),
      production,
      faviconSvg,
      palette: this.options.look.palette,
      prerendered: production ? await this.prerendered(pageScripts) : '',
      contactFormSendsTo: canSend ? settings.emailjs.origin || null : null,
    });
  }

  private async prerendered(scripts: string[]): Promise<string> {
    const start = performance.now();
    const html = await prerenderWith(contentGlobals(this.options.page), scripts);
    this.options.site.times.add('prerender', performance.now() - start);
    return html;
  }

  /** Counts the time between two stages of processing the assets to `stage`. */
  private timeAssetStage(
    compilation: webpack.Compilation,
    stage: 'minify' | 'compress',
    around: number,
  ): void {
    let start = 0;
    const { processAssets } = compilation.hooks;
    processAssets.tap({ name: SitePlugin.name, stage: around - 1 }, () => {
      start = performance.now();
    });
    processAssets.tap({ name: SitePlugin.name, stage: around + 1 }, () => {
      this.options.site.times.add(stage, performance.now() - start);
    });
  }

  /** `_headers`, for every page: one policy that allows the inline code of each. */
  private headersFile(own: PolicySources | null): Record<string, string> {
    if (!own) return {};
    const policy = contentSecurityPolicy(
      allPagesSources([own, ...this.options.site.recordedPolicies()]),
    );
    return { _headers: headersFile(securityHeaders(policy)) };
  }

  apply(compiler: webpack.Compiler): void {
    const { page, production, site } = this.options;
    let policySources: PolicySources | null = null;
    let compileStart = 0;
    compiler.hooks.compile.tap(SitePlugin.name, () => {
      compileStart = performance.now();
    });
    compiler.hooks.thisCompilation.tap(SitePlugin.name, (compilation) => {
      this.timeAssetStage(
        compilation,
        'minify',
        webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE,
      );
      this.timeAssetStage(
        compilation,
        'compress',
        webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
      );
      compilation.hooks.processAssets.tapPromise(
        { name: SitePlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        async () => {
          site.times.add('compile', performance.now() - compileStart);
          this.contentFiles ??= this.makeContentFiles();
          const entryFiles = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])];
          // The stylesheet's text, without the comment that points to its source map.
          const cssOf = (file: string) =>
            String(compilation.getAsset(file)?.source.source() ?? '')
              .replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '')
              .trim();
          const { files: contentFiles, faviconSvg } = await this.contentFiles;
          const pageScripts = compilation
            .getAssets()
            .map(({ name }) => name)
            .filter((name) => name.endsWith('.js'));
          const document = await this.makeDocument(entryFiles, pageScripts, cssOf, faviconSvg);
          policySources = document.policySources;
          const files = {
            ...contentFiles,
            [`${page.folder}index.html`]: document.html,
            ...(isDefaultPage(page) && this.headersFile(policySources)),
          };
          // In production the page carries its CSS inline; a file beside it would go unused.
          if (production) {
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
    compiler.hooks.afterEmit.tap(SitePlugin.name, (compilation) => {
      site.recordPage(
        page.folder,
        compilation.getAssets().map((asset) => asset.name),
        policySources,
      );
    });
    // The default language's page is built last: the whole build's time is known then.
    if (production && isDefaultPage(page))
      compiler.hooks.done.tap(SitePlugin.name, () => {
        console.log(`\nWhere the build's time went:\n${site.times.table(performance.now())}\n`);
      });
  }
}
