export type Messages = { [key: string]: string | Messages };

/** The English catalogue must have exactly the French one's keys: a missing translation fails type-checking. */
export type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

export function defineNamespace<T extends Messages>(catalogues: { fr: T; en: SameShape<T> }) {
  return catalogues;
}

/** Dotted paths of a catalogue's texts: `{ a: { b: '…' }, c: '…' }` gives `'a.b' | 'c'`. */
export type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}`;
}[keyof T & string];

type Catalogues<T extends Record<string, { fr: Messages; en: Messages }>> = {
  fr: { [N in keyof T]: T[N]['fr'] };
  en: { [N in keyof T]: T[N]['fr'] };
};

/** `{ ns: { fr, en } }` → i18next's `{ fr: { ns }, en: { ns } }`. */
export function toResources<T extends Record<string, { fr: Messages; en: Messages }>>(
  namespaces: T,
): Catalogues<T> {
  const names = Object.keys(namespaces) as (keyof T)[];
  return {
    fr: Object.fromEntries(names.map((ns) => [ns, namespaces[ns]!.fr])),
    en: Object.fromEntries(names.map((ns) => [ns, namespaces[ns]!.en])),
  } as Catalogues<T>;
}
