/**
 * Secrets recognised by their shape wherever they appear, whatever names surround them.
 * The token prefixes follow the rule set of gitleaks (github.com/gitleaks/gitleaks,
 * config/gitleaks.toml, MIT): the rules that identify a secret by its own form rather
 * than by a nearby name, written here as our own patterns. Names are matched separately
 * (secret-names.ts); together they are the one rule of docs/recording.md, "Secrets".
 */

/** Each source matches one secret; a group named nowhere means the whole match is the secret. */
const TOKEN_SHAPES: string[] = [
  // Cloud providers
  String.raw`\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|APKA)[A-Z0-9]{16}\b`,
  String.raw`\bAIza[\w-]{35}`,
  String.raw`\bLTAI[A-Za-z0-9]{20}\b`,
  String.raw`\bABSK[A-Za-z0-9+/]{109,269}={0,2}`,
  String.raw`\bbedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=]*`,
  String.raw`\bdo[opr]_v1_[a-f0-9]{64}\b`,
  String.raw`\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}`,
  String.raw`[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}`,
  String.raw`\bhv[sb]\.[\w-]{90,300}`,
  String.raw`\b[a-z0-9]{14}\.atlasv1\.[\w=-]{60,70}`,
  // Source hosting and package registries
  String.raw`\bgh[pousr]_[A-Za-z0-9]{36,255}`,
  String.raw`\bgithub_pat_\w{22,255}`,
  String.raw`\bgl(?:pat|dt|ft|rt|soat|ffct|imt|agent|oas|cbt|ptt)-[\w.-]{20,300}`,
  String.raw`\bGR1348941[\w-]{20,}`,
  String.raw`_gitlab_session=[0-9a-z]{32}`,
  String.raw`\bnpm_[A-Za-z0-9]{36}\b`,
  String.raw`\bpypi-AgEIcHlwaS5vcmc[\w-]{50,1000}`,
  String.raw`\brubygems_[a-f0-9]{48}\b`,
  String.raw`\bCLOJARS_[A-Za-z0-9]{60}`,
  String.raw`\bAKCp[A-Za-z0-9]{69}\b`,
  String.raw`\bcmVmd[A-Za-z0-9]{59}\b`,
  String.raw`\bsgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}\b`,
  // Chat and messaging
  String.raw`\bxox[abposre]-[\w-]{10,}`,
  String.raw`\bxoxe\.xox[bp]-\d-[A-Za-z0-9]{100,}`,
  String.raw`\bxapp-\d-[A-Za-z0-9-]{10,}`,
  String.raw`hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{20,}`,
  String.raw`webhook\.office\.com/webhookb2/[^\s"'<>]{20,}`,
  // Payments and commerce
  String.raw`\b(?:sk|rk|pk)[-_](?:live|test|prod|proj|ant|svcacct|admin)?[-_]?[A-Za-z0-9_-]{16,}`,
  String.raw`\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b`,
  String.raw`\bshippo_(?:live|test)_[a-fA-F0-9]{40}\b`,
  String.raw`\bFLW(?:SECK|PUBK)_TEST-[A-Za-z0-9]{12,32}(?:-X)?`,
  String.raw`\bduffel_(?:test|live)_[\w=-]{43}`,
  String.raw`\bEZ[AT]K[A-Za-z0-9]{54}\b`,
  String.raw`\b(?:EAAA|sq0atp-)[\w-]{22,60}`,
  String.raw`\bEAA[MC][A-Za-z0-9]{100,}`,
  // AI and developer services
  String.raw`\bhf_[A-Za-z]{34}\b`,
  String.raw`\bapi_org_[A-Za-z]{34}\b`,
  String.raw`\bpplx-[A-Za-z0-9]{48}\b`,
  String.raw`\blin_api_[A-Za-z0-9]{40}\b`,
  String.raw`\bntn_[0-9]{11}[A-Za-z0-9]{35}\b`,
  String.raw`\bpscale_(?:tkn|oauth|pw)_[\w=.-]{32,64}`,
  String.raw`\bsntry[us]_[\w+/=]{32,}`,
  String.raw`\bPMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}\b`,
  String.raw`\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}\b`,
  String.raw`\bSG\.[\w=.-]{60,}`,
  String.raw`\bdapi[a-f0-9]{32}(?:-\d)?\b`,
  String.raw`\bglc_[A-Za-z0-9+/]{32,400}={0,3}`,
  String.raw`\bglsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b`,
  String.raw`\beyJrIjoi[A-Za-z0-9]{70,400}={0,3}`,
  String.raw`\bpul-[a-f0-9]{40}\b`,
  String.raw`\bpnu_[A-Za-z0-9]{36}\b`,
  String.raw`\brdme_[a-z0-9]{70}\b`,
  String.raw`\bfo1_[\w-]{43}`,
  String.raw`\bfm(?:1[ar]|2)_[A-Za-z0-9+/]{100,}={0,3}`,
  String.raw`\bdp\.pt\.[A-Za-z0-9]{43}`,
  String.raw`\bdt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}`,
  String.raw`\bHRKU-AA[\w-]{58}`,
  String.raw`\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b`,
  String.raw`\bops_eyJ[A-Za-z0-9+/]{250,}={0,3}`,
  String.raw`\bp8e-[A-Za-z0-9]{32}\b`,
  String.raw`\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b`,
  String.raw`\bico-[A-Za-z0-9]{32}\b`,
  String.raw`\bs-s4t2(?:ud|af)-[a-f0-9]{64}\b`,
  String.raw`\b[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b`,
  String.raw`\bAPI-[A-Z0-9]{26}\b`,
  String.raw`\bsha256~[\w-]{43}`,
  String.raw`\btk-us-[\w-]{48}`,
  String.raw`\bsm_(?:aat|pat|sat)_[A-Za-z0-9]{16}\b`,
  String.raw`\bSK[0-9a-fA-F]{32}\b`,
  String.raw`\b4b1d[A-Za-z0-9]{38}\b`,
  String.raw`\b(?:pat|sat)\.[\w-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}\b`,
  String.raw`\bfio-u-[\w=-]{64}`,
  String.raw`\bAGE-SECRET-KEY-1[0-9A-Z]{58}`,
  // JSON Web Tokens (header.payload[.signature])
  String.raw`\beyJ[\w-]{4,}\.[\w-]{4,}(?:\.[\w\\/-]*)?`,
  // Private keys (PEM), to the end of the block or of the text
  String.raw`-----BEGIN [A-Z0-9 _-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 _-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)`,
];

/** One pass over the text for all of them: most strings hold none. */
export const TOKEN_SHAPE = new RegExp(TOKEN_SHAPES.join("|"), "g");

/**
 * `Basic` and `Bearer` credentials. A credential is at least 8 characters and not a plain
 * word, so prose ("Basic authentication", "Bearer tokens") is left alone.
 */
export const SCHEME_CREDENTIAL = /\b(?:Bearer|Basic)[ \t]+([A-Za-z0-9._~+/-]{8,}=*)/gi;
export const isPlainWord = (text: string): boolean => /^[A-Z]?[a-z]+$/.test(text);

/** The user info of a URL, with or without a password (`https://TOKEN@host`, `postgres://u:p@db`). */
export const URL_USERINFO = /\b[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/([^\s/?#@"'<>]{1,512})@/g;

/**
 * Command-line clients whose short options `-p` and `-a` (and curl's `-u`) carry a
 * password: `mysql -pX`, `redis-cli -a X`, `curl -u user:pw`.
 */
export const DATABASE_CLIENTS = new Set([
  "mysql",
  "mysqldump",
  "mysqladmin",
  "mysqlimport",
  "mysqlshow",
  "mariadb",
  "mariadb-dump",
  "mariadb-admin",
  "redis-cli",
  "valkey-cli",
  "keydb-cli",
  "mongo",
  "mongosh",
  "mongodump",
  "mongorestore",
  "mongoexport",
  "mongoimport",
]);
export const CLIENT_IN_TEXT = new RegExp(
  String.raw`(?:^|[\s/"'=;|&(])(${[...DATABASE_CLIENTS, "curl"].map((name) => name.replace(/-/g, "\\-")).join("|")})(?=[\s"']|$)[^\n]*`,
  "g",
);
/** `-pSECRET`, `-p SECRET`, `-a SECRET` after a database client's name. */
export const CLIENT_PASSWORD_OPTION = /(?:^|\s)-[pa](?:[ \t]+|(?=[^\s-]))(["']?)([^\s"'-][^\s"']*)\1/g;
/** `-u user:pw`, `--user user:pw` after curl. */
export const CURL_USER_OPTION = /(?:^|\s)(?:-u|--user)(?:[ \t]+|=|(?=[^\s-]))(["']?)([^\s"'-][^\s"']*)\1/g;
