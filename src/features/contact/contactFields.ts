/**
 * The contact form's fields, in order: the one list that the form, the saved draft and the
 * EmailJS template's parameters (named the same) are made from.
 */
export const contactFieldNames = ['name', 'email', 'company', 'message'] as const;
export type ContactField = (typeof contactFieldNames)[number];
export type ContactFields = Record<ContactField, string>;

/** Every field, each with the value `valueOf` gives it. */
export const contactFieldsFrom = (valueOf: (field: ContactField) => string): ContactFields =>
  Object.fromEntries(contactFieldNames.map((field) => [field, valueOf(field)])) as ContactFields;

export const emptyContactFields = contactFieldsFrom(() => '');

/** The longest message a visitor can send; the dialog counts down to it as they type. */
export const messageMaxLength = 5000;

export const requiredContactFields: readonly ContactField[] = ['name', 'email', 'message'];

export const hasRequiredContactFields = (fields: ContactFields): boolean =>
  requiredContactFields.every((field) => fields[field].trim() !== '');

export const trimContactFields = (fields: ContactFields): ContactFields =>
  contactFieldsFrom((field) => fields[field].trim());

/** A required field that holds only spaces: the browser's own check lets it through. */
export const isOnlySpaces = (value: string): boolean => value !== '' && value.trim() === '';
