/** Types for @jsonresume/schema, which ships none: its validator (jsonschema) and the schema. */
declare module '@jsonresume/schema' {
  export interface JsonResumeSchemaError {
    /** Where, such as `instance.work[0].startDate`. */
    property: string;
    message: string;
  }
  export function validate(
    resume: unknown,
    callback: (errors: JsonResumeSchemaError[] | null, valid: boolean) => void,
  ): void;
  export const schema: object;
}
