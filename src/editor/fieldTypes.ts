import type { ReactNode } from 'react';
import type { JsonPath } from './draft';
import type { Json } from '../lib/json';

/** The part of JSON Schema the content's schema uses (src/content/schemas/content.json). */
export interface Schema {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  /** The value of every name an object may hold (the owner's words, a JSON Resume's extras). */
  additionalProperties?: Schema | boolean;
  enum?: string[];
  /** What the build takes when the file leaves the field out. */
  default?: Json;
  /** One of these shapes (a GitHub user name, or a user and the repositories chosen). */
  anyOf?: Schema[];
  /** Another part of the schema, by its place in `definitions` (resolved by schemaRefs.ts). */
  $ref?: string;
  definitions?: Record<string, Schema>;
}

/** What every field needs: its value's changes, and the build's problems at a path. */
export interface FormContext {
  change: (path: JsonPath, value: Json | undefined) => void;
  problemsAt: (path: JsonPath) => string[];
  /** Every id of an entry in the content, for a new entry's own. */
  takenIds: () => Set<string>;
}

export interface FieldProps {
  schema: Schema;
  path: JsonPath;
  value: Json | undefined;
  label: string;
  form: FormContext;
  /** A list item's buttons, inside its group. */
  actions?: ReactNode;
  /** Whether the object holding it needs it (an optional picture may be removed). */
  required?: boolean;
  /** Text emptied stays as empty text (a named value being typed), not left out of the file. */
  emptyStays?: boolean;
}

/** The form's drawing of any field, handed to the fields that hold others (no import cycle). */
export type DrawField = (props: FieldProps) => ReactNode;
