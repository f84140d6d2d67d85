/**
 * J28: how a language is named, in a rule file's `language` and wherever a reply's language
 * is configured (`--honesty-language`, `honestyLanguage`, the action's `honesty-language`):
 * an ISO 639 code in lower case, like `en` or `de`.
 */
export const HONESTY_LANGUAGE = /^[a-z]{2,3}$/;

/** The one wording of a bad language code, for every place that takes one. */
export const HONESTY_LANGUAGE_EXPECTED = "an ISO 639 code in lower case, like en or de";
