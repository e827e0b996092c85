import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { generatedFiles } from '../../lib/generatedFiles';
import type { BuildSettings } from '../settings/buildSettings';
import { pageEmailjsSettings } from '../settings/contactSettings';
import { reportReading, reportWarnings } from '../settings/buildReport';
import { publicDirOf } from '../settings/projectPaths';
import type { SiteContent } from '../../content/types';
import { pageDocument } from '../pages/document';
import { resumeJsonText } from '../jsonResume/exportResume';
import { drawPages } from '../documents/documentThread';
import type { DrawnPage } from '../documents/drawPage';
import type { StageTimes } from './stageTimes';
import { contentGlobals, scriptData } from '../pages/siteContentDefinition';
import { analyticsSettings } from '../../lib/analytics/providers';
import { prerenderWith } from '../pages/prerenderWith';
import { robotsTxt, sitemapXml, type PageAddress } from '../siteFiles/siteFiles';
import { fromPage, isDefaultPage, pageAddressOf, type SitePage } from '../content/sitePages';
import {
  allPagesSources,
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
  type PolicySources,
} from '../siteFiles/securityHeaders';
import type { Look } from '../look/look';
import type { PageToBuild } from '../preflight';
import { placeholdersLeft, placeholdersInShort } from '../content/placeholders';

type FileContents = string | Buffer | Uint8Array;

/** The last build's line for the end of the process; `--watch` builds again on every edit. */
let lineAtExit: string | undefined;
function sayWhenTheProcessEnds(line: string): void {
  // One listener for the process, however many builds it runs.
  if (lineAtExit === undefined) process.once('beforeExit', () => console.log(`\n${lineAtExit}`));
  lineAtExit = line;
}

/**
 * Writes every file of the pages this compiler serves, made from the content and the settings,
 * each in its page's folder beside the bundle: index.html (with the bundle's file names), the
 * resume as PDF and as JSON Resume, the bitmap icons and the social card. The compiler of the
 * default language's page also writes what is about the whole site: robots.txt, sitemap.xml and
 * `_headers`. Nothing of it is committed, so none of it can go stale. A production build has one
 * compiler for every page; `npm start` has one per language.
 */
export class SitePlugin implements webpack.WebpackPluginInstance {
  /**
   * The pages' drawn files, started when webpack first compiles and made once per run: the
   * content is fixed when webpack starts.
   */
  private drawn: Promise<DrawnPage[]> | undefined;

  constructor(
    private readonly options: {
      /** The pages this compiler writes, with the fonts that draw every letter of each. */
      pages: PageToBuild[];
      /** Every page of the site. */
      sitePages: SitePage[];
      /** The site's look, from the owner's style: what the styles, images and PDF are drawn in. */
      look: Look;
      settings: BuildSettings;
      production: boolean;
      times: StageTimes;
    },
  ) {}

  private addressOf(page: SitePage): PageAddress {
    return pageAddressOf(this.options.settings.site.pageUrl, page);
  }

  private startDrawing(): void {
    const { pages, look, times, settings } = this.options;
    const publicDir = publicDirOf(settings.contentFile);
    const photoOf = ({ profile }: SiteContent) => {
      const file = path.join(publicDir, profile.photo);
      return fs.existsSync(file) ? fs.readFileSync(file).toString('base64') : null;
    };
    this.drawn ??= drawPages(
      pages.map(({ page, fonts }) => ({
        content: page.content,
        words: page.words,
        fonts,
        look,
        photo: photoOf(page.content),
        resumeJson: this.resumeJsonOf(page),
      })),
    ).then((drawn) => {
      for (const { milliseconds, lines, reading } of drawn) {
        times.add('resume PDF', milliseconds.pdf);
        times.add('card and icons', milliseconds.images);
        reportWarnings(lines);
        reportReading(reading);
      }
      return drawn;
    });
  }

  /** The page's resume.json, which its resume.pdf carries too. */
  private resumeJsonOf(page: SitePage): string {
    return resumeJsonText(page.content, page.words, this.addressOf(page));
  }

  /** A page's files made from its content alone: what was drawn, and resume.json. */
  private contentFiles(page: SitePage, drawn: DrawnPage): Record<string, FileContents> {
    const files = { ...drawn.files, [generatedFiles.resumeJson]: this.resumeJsonOf(page) };
    return Object.fromEntries(
      Object.entries(files).map(([name, contents]) => [page.folder + name, contents]),
    );
  }

  private async makeDocument(
    page: SitePage,
    entryFiles: string[],
    /** Every script file of the page, its own chunks too, named by their content. */
    pageScripts: string[],
    cssOf: (file: string) => string,
    faviconSvg: string,
  ): Promise<{ html: string; policySources: PolicySources | null }> {
    const { settings, production } = this.options;
    const emailjs = pageEmailjsSettings(settings.contact);
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
      prerendered: production ? await this.prerendered(page, pageScripts) : '',
      scriptData: production ? scriptData(page) : null,
      contactFormSendsTo: emailjs?.origin || null,
      analyticsSendsTo: analyticsSettings(page.content.owner.analytics)?.origin ?? null,
    });
  }

  private async prerendered(page: SitePage, scripts: string[]): Promise<string> {
    const start = performance.now();
    const globals = {
      ...contentGlobals(page),
      EMAILJS_SETTINGS: pageEmailjsSettings(this.options.settings.contact),
    };
    const html = await prerenderWith(globals, scripts);
    this.options.times.add('prerender', performance.now() - start);
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
      this.options.times.add(stage, performance.now() - start);
    });
  }

  /** robots.txt, sitemap.xml and `_headers`: one policy that allows the inline code of every page. */
  private siteFiles(policies: PolicySources[]): Record<string, FileContents> {
    const { sitePages, settings } = this.options;
    const siteUrl = settings.site.pageUrl;
    const robots = robotsTxt(settings.site);
    return {
      ...(robots && { 'robots.txt': robots }),
      ...(siteUrl && {
        'sitemap.xml': sitemapXml(
          sitePages.map((each) => ({ content: each.content, address: this.addressOf(each) })),
        ),
      }),
      ...(policies.length > 0 && {
        _headers: headersFile(securityHeaders(contentSecurityPolicy(allPagesSources(policies)))),
      }),
    };
  }

  /** Every file of the pages, made once the bundle's assets are named. */
  private async pagesFiles(compilation: webpack.Compilation) {
    const entryFiles = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])];
    // The stylesheet's text, without the comment that points to its source map.
    const cssOf = (file: string) =>
      String(compilation.getAsset(file)?.source.source() ?? '')
        .replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '')
        .trim();
    const pageScripts = compilation
      .getAssets()
      .map(({ name }) => name)
      .filter((name) => name.endsWith('.js'));
    const files: Record<string, FileContents> = {};
    const policies: PolicySources[] = [];
    const drawn = await this.drawn!;
    // One after the other: each page is prerendered with its own content in this process.
    for (const [index, { page }] of this.options.pages.entries()) {
      const { faviconSvg } = drawn[index]!;
      const document = await this.makeDocument(page, entryFiles, pageScripts, cssOf, faviconSvg);
      if (document.policySources) policies.push(document.policySources);
      Object.assign(files, this.contentFiles(page, drawn[index]!), {
        [`${page.folder}index.html`]: document.html,
      });
    }
    const writesSiteFiles = this.options.pages.some(({ page }) => isDefaultPage(page));
    return { ...files, ...(writesSiteFiles && this.siteFiles(policies)) };
  }

  apply(compiler: webpack.Compiler): void {
    const { production, times } = this.options;
    let compileStart = 0;
    compiler.hooks.compile.tap(SitePlugin.name, () => {
      compileStart = performance.now();
      this.startDrawing();
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
          times.add('compile', performance.now() - compileStart);
          const files = await this.pagesFiles(compilation);
          // In production the pages carry the CSS inline; a file beside them would go unused.
          if (production) {
            for (const file of compilation.entrypoints.get('main')?.getFiles() ?? []) {
              if (!file.endsWith('.css')) continue;
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
    if (production)
      compiler.hooks.done.tap(SitePlugin.name, (stats) => {
        console.log(`\nWhere the build's time went:\n${times.table(performance.now())}\n`);
        if (stats.hasErrors()) return;
        // The build's last line: what is still drawn or the template's. webpack-cli lists the
        // files once the compiler has closed, so the line waits for the process to end.
        const { contentFile, contact } = this.options.settings;
        sayWhenTheProcessEnds(placeholdersInShort(placeholdersLeft({ contentFile, contact })));
      });
  }
}
