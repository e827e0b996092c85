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
  /** JSON Schema: the properties of each object, in the order the schema lists them. */
  export interface SchemaNode {
    properties?: Record<string, SchemaNode>;
    items?: SchemaNode;
  }
  export const schema: SchemaNode & { properties: Record<string, SchemaNode> };
}
