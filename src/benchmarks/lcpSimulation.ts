/**
 * What Lighthouse's simulated LCP of one run is made of. Lighthouse (Lantern) averages two estimates;
 * each replays the observed load on the throttled profile: the page request, then the main-thread
 * tasks it counts as needed for the paint (the first parse, the first layout, the first paint and, in
 * the pessimistic one, every layout that started before the observed paint), their CPU time slowed
 * as the profile says (mobile: 4×, layout tasks 2×). Both wait for every other request that ended
 * before that paint, except low-priority images: the pessimistic one replays those too, sharing the
 * bandwidth, without waiting for them. Reads the artifacts a run saved with `-GA=<dir>`.
 */
import { requireFromBenchTool } from './benchTools';

export interface SimulatedLcp {
  optimisticMs: number;
  pessimisticMs: number;
  /** Per estimate, its steps in simulated order, as "what observed ms → simulated ms". */
  optimisticSteps: string[];
  pessimisticSteps: string[];
}

interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; priority: string };
  childEvents?: { name: string }[];
  isMainDocument(): boolean;
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}

function describeTask(node: GraphNode): string {
  const names = new Set(node.childEvents?.map((event) => event.name));
  // An SVG <img> is a document of its own: loading it runs a style and layout pass.
  if (names.has('DocumentLoader::CommitNavigation')) return 'image document';
  const parts = (
    [
      ['ParseHTML', 'parse'],
      ['EvaluateScript', 'script'],
      ['UpdateLayoutTree', 'style'],
      ['Layout', 'layout'],
      ['Paint', 'paint'],
    ] as const
  ).flatMap(([event, part]) => (names.has(event) ? [part] : []));
  return parts.join('+') || 'task';
}

function steps({ nodeTimings }: Estimate): string[] {
  return [...nodeTimings]
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, timing]) => {
      const simulated = Math.round(timing.endTime - timing.startTime);
      if (node.type === 'cpu') {
        return `${describeTask(node)} ${(node.duration / 1000).toFixed(1)} → ${simulated}`;
      }
      const file = node.isMainDocument()
        ? 'page'
        : new URL(node.request?.url ?? '').pathname.split('/').pop();
      return `${file} (${node.request?.priority}) → ends ${Math.round(timing.endTime)}`;
    });
}

/** The parts of Lighthouse this reads (installed for the bench only, see benchTools.ts). */
interface LighthouseParts {
  loadArtifacts: (dir: string) => Record<string, unknown> & { settings: object };
  defaultSettings: object;
  LanternLargestContentfulPaint: {
    request: (data: object, context: object) => Promise<unknown>;
  };
}

function lighthouseParts(): LighthouseParts {
  const load = <T>(module: string) => requireFromBenchTool<T>('lighthouse', `lighthouse/${module}`);
  return {
    ...load<Pick<LighthouseParts, 'loadArtifacts'>>('core/lib/asset-saver.js'),
    ...load<Pick<LighthouseParts, 'defaultSettings'>>('core/config/constants.js'),
    ...load<Pick<LighthouseParts, 'LanternLargestContentfulPaint'>>(
      'core/computed/metrics/lantern-largest-contentful-paint.js',
    ),
  };
}

export async function simulatedLcp(artifactsDir: string): Promise<SimulatedLcp> {
  const { loadArtifacts, defaultSettings, LanternLargestContentfulPaint } = lighthouseParts();
  const artifacts = loadArtifacts(artifactsDir);
  const settings = { ...defaultSettings, ...artifacts.settings };
  const result = (await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
    },
    { computedCache: new Map(), settings },
  )) as unknown as { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
  return {
    optimisticMs: Math.round(result.optimisticEstimate.timeInMs),
    pessimisticMs: Math.round(result.pessimisticEstimate.timeInMs),
    optimisticSteps: steps(result.optimisticEstimate),
    pessimisticSteps: steps(result.pessimisticEstimate),
  };
}
