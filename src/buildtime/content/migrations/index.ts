import { format1to2 } from './format1to2';
import { format2to3 } from './format2to3';

/**
 * Every step from a content format to the next, in order: a format is a set of content that
 * builds the same way, so a new one comes only with a change that older content breaks (a field
 * renamed, moved or made required), never with a new optional field.
 */
export const migrations = [format1to2, format2to3];

/** The format this template writes and reads; older content is migrated to it. */
export const currentFormat = migrations.length + 1;
