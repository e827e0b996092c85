/** A content stream's operations (ISO 32000-1, 7.8.2), each with the bytes it was written as. */
import type { Matrix } from './matrix';
import { Lexer, readValue } from './pdfSyntax';
import type { PdfValue } from './pdfValues';
import { unreadable } from './unreadable';

/** An operator with its operands, and the bytes they span in the stream. */
export interface Operation {
  operator: string;
  operands: PdfValue[];
  start: number;
  end: number;
}

export function contentOperations(data: Buffer): Operation[] {
  const lexer = new Lexer(data);
  const operations: Operation[] = [];
  let operands: PdfValue[] = [];
  let start = -1;
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (start < 0) start = token.start;
    const literal = token.kind === 'keyword' && ['true', 'false', 'null'].includes(token.value);
    if (token.kind === 'keyword' && !literal) {
      if (token.value === 'BI') unreadable('an inline image');
      operations.push({ operator: token.value, operands, start, end: token.end });
      operands = [];
      start = -1;
    } else operands.push(readValue(lexer, token, false));
  }
  if (operands.length > 0) unreadable('operands without an operator');
  return operations;
}

/** The operation's numbers, when it has `count` operands and all are numbers. */
export function numbersOf(operation: Operation, count: 1): [number];
export function numbersOf(operation: Operation, count: 2): [number, number];
export function numbersOf(operation: Operation, count: 6): Matrix;
export function numbersOf(operation: Operation, count: number): number[] {
  const { operator, operands } = operation;
  const numbers = operands.flatMap((operand) => (operand.kind === 'number' ? [operand.value] : []));
  if (operands.length !== count || numbers.length !== count)
    unreadable(`${operator} without its ${count} numbers`);
  return numbers;
}

export const numberOf = (operation: Operation) => numbersOf(operation, 1)[0];
