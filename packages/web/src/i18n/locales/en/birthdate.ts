// The birthdate field (components/birthdate-field.tsx), the one the profile and the people drawer share
// (issue 32). The order of the parts and the mark between them are the language's own (Intl, lib/birthdate-format):
// a language gives here only the letters each part is written with and its words.
export const birthdate = {
  /** The letters of the field's pattern, e.g. MM/DD/YYYY (docs/product.md §5, Profile). */
  letters: { day: 'DD', month: 'MM', year: 'YYYY' },
  /** Under the field: the order in words, matching the language's order. */
  hint: 'Month, day and year: {{pattern}}.',
  /** Live, while typing: the date the field understood, in words ('March 5, 1990'). */
  readBack: 'We read this as {{date}}.',
  /** Live, while typing: why the numbers are no date yet. */
  shortYear: 'Write the year with four digits.',
  noSuchMonth: 'There is no month {{month}}.',
  noSuchDay: 'There is no day {{day}} in {{month}}.',
  noYearZero: 'There is no year 0.',
  /** On saving a date that is none: the product spec's profile message, naming the order. */
  invalid: 'Please enter a valid birthdate in {{pattern}} format',
} as const;
