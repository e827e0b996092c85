export interface ContactFields {
  name: string;
  email: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactFields;

export const emptyContactFields: ContactFields = { name: '', email: '', company: '', message: '' };

export const requiredContactFields: readonly ContactField[] = ['name', 'email', 'message'];

export const hasRequiredContactFields = (fields: ContactFields): boolean =>
  requiredContactFields.every((field) => fields[field].trim() !== '');

export function trimContactFields(fields: ContactFields): ContactFields {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    company: fields.company.trim(),
    message: fields.message.trim(),
  };
}
