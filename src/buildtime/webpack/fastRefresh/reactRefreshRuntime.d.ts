/** What this project uses of React's Fast Refresh runtime (react-refresh ships no types). */
declare module 'react-refresh/runtime' {
  export function injectIntoGlobalHook(globalObject: Window): void;
  export function register(type: unknown, id: string): void;
  export function createSignatureFunctionForTransform(): unknown;
  export function isLikelyComponentType(type: unknown): boolean;
  export function getFamilyByType(type: unknown): object | undefined;
  export function performReactRefresh(): unknown;
}
