/** The matrices of PDF's coordinate spaces (ISO 32000-1, 8.3.4). */

/** A matrix [a b c d e f] as PDF writes it: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = [number, number, number, number, number, number];

export const identity: Matrix = [1, 0, 0, 1, 0, 0];
/** `m` and then `n`: a point moved by `m`, then by `n`. */
export const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
export const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
export const applied = (m: Matrix, x: number, y: number) =>
  [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const;
