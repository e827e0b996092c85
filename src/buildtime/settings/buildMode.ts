/** `npm run build` (production) or `npm start` (development). */
export type BuildMode = 'development' | 'production';
