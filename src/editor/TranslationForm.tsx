import { useState } from 'react';
import translationJsonSchema from '../content/schemas/translation.json';
import type { JsonPath } from './draft';
import type { Json } from '../lib/json';
import { Labelled, type FormContext, type Schema } from './SchemaField';
import { itemAsObject, originalAt, schemaAt } from './translationDraft';
import { editedTag, type EditedLanguage } from './editorApi';
import words from './words.json';

export const translationSchema = translationJsonSchema as Schema;
/** What the form leaves to the file: its schema line, its language (its name's), interface words. */
const notInForm = new Set(['$schema', 'language', 'words']);

/** The languages a translation's fields are in: the translation's own, and the original's. */
interface Languages {
  translation: EditedLanguage;
  original: EditedLanguage;
  /** The original language's name, in the editor's words. */
  originalName: string;
}

interface TextsProps {
  schema: Schema;
  /** The content's value here, which the translation translates. */
  original: Json | undefined;
  /** The translation's value here, if it has one. */
  value: Json | undefined;
  path: JsonPath;
  label: string;
  form: FormContext;
  languages: Languages;
}

const hasText = (value: Json | undefined) =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** One text to translate: the original's under its label, read-only, and the translation's field. */
function TextField({ original, value, path, label, form, languages, schema }: TextsProps) {
  const [multiline] = useState(
    () => typeof original === 'string' && (original.length > 80 || original.includes('\n')),
  );
  const { translation, original: from, originalName } = languages;
  const beside = (
    <div className="original">
      <span className="original-label">{words.original.replace('{language}', originalName)}</span>
      <p lang={from.tag} dir={from.dir}>
        {String(original)}
      </p>
    </div>
  );
  return (
    <Labelled label={label} schema={schema} problems={form.problemsAt(path)} note={beside}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          lang: translation.tag,
          dir: translation.dir,
          value: typeof value === 'string' ? value : '',
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          // A text cleared is left out of the file: the page shows the original there.
          onChange: (event: { target: { value: string } }) =>
            form.change(path, event.target.value === '' ? undefined : event.target.value),
        };
        return multiline ? <textarea {...common} /> : <input {...common} />;
      }}
    </Labelled>
  );
}

/**
 * The texts of a part of the content, as its translation holds them: each text the original has,
 * entries by their id and list items by their place, never added, removed or moved.
 */
function Texts(props: TextsProps) {
  const { schema, original, value, path, label } = props;
  if (!hasText(original)) return null;
  if (schema.type === 'string') return <TextField {...props} />;
  const inside = (step: string | number, itemLabel: string) => {
    const inner = schemaAt(schema, step);
    const given = originalAt(value, step);
    return (
      <Texts
        {...props}
        key={step}
        schema={inner}
        original={originalAt(original, step)}
        value={typeof step === 'number' ? itemAsObject(given, inner) : given}
        path={[...path, step]}
        label={itemLabel}
      />
    );
  };
  const byId = typeof schema.additionalProperties === 'object';
  const parts = Array.isArray(original)
    ? original.map((item, index) => {
        const id = String((item as { id?: unknown }).id);
        return byId
          ? inside(id, `${label} ${index + 1} (${id})`)
          : inside(index, `${label} ${index + 1}`);
      })
    : Object.entries(schema.properties ?? {})
        .filter(([name]) => !notInForm.has(name))
        .map(([name, field]) => inside(name, field.title ?? name));
  return (
    <fieldset className={Array.isArray(original) ? 'list' : 'object'}>
      <legend>{label}</legend>
      {schema.items?.type === 'string' && <p className="help">{words.translatedWhole}</p>}
      {parts}
    </fieldset>
  );
}

/**
 * A translation's texts, section by section, each beside the original's; above them, what of it
 * the page shows in the original language.
 */
export function TranslationForm({
  original,
  draft,
  form,
  languages,
  untranslated,
}: {
  original: Json;
  draft: Json;
  form: FormContext;
  languages: EditedLanguage[];
  untranslated: string[];
}) {
  const from = languages.find((language) => language.original)!;
  const fields: Languages = {
    original: from,
    translation: languages.find((language) => language.tag === editedTag)!,
    originalName:
      new Intl.DisplayNames([document.documentElement.lang], { type: 'language' }).of(from.tag) ??
      from.tag,
  };
  return (
    <>
      {untranslated.length > 0 && (
        <section aria-labelledby="untranslated-heading" className="untranslated">
          <h2 id="untranslated-heading">
            {words.untranslated.replace('{language}', fields.originalName)}
          </h2>
          <ul>
            {untranslated.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {Object.entries(translationSchema.properties ?? {})
        .filter(([name]) => !notInForm.has(name) && hasText(originalAt(original, name)))
        .map(([name, section], index) => (
          <details key={name} open={index === 0}>
            <summary>{section.title ?? name}</summary>
            <Texts
              schema={section}
              original={originalAt(original, name)}
              value={originalAt(draft, name)}
              path={[name]}
              label={section.title ?? name}
              form={form}
              languages={fields}
            />
          </details>
        ))}
    </>
  );
}
