// The secret corpus of the redaction tests (issue 22): sample secrets generated to the
// rules of a public secret-scanning rule set, gitleaks' default configuration
// (https://github.com/gitleaks/gitleaks, config/gitleaks.toml at b58d3f1, MIT), plus the
// shapes loopgate redacts by its own rule (Basic/Bearer, URL user info, query parameters,
// database clients' -p/-a). Nothing of gitleaks is copied: each sample is built here from
// what its rule asks for (prefix, alphabet, length), from a fixed seed, so the corpus is
// the same on every run. Every value is random: none is a real credential.

/** A deterministic generator (mulberry32), so the corpus never changes between runs. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const HEX = "0123456789abcdef";
const ALNUM = UPPER + LOWER + DIGITS;
const WORD = `${ALNUM}_`;
const URLSAFE = `${ALNUM}_-`;
const B64 = `${ALNUM}+/`;

/**
 * Secrets recognised by their own form: [gitleaks rule id, sample builder]. The builder
 * gets `pick(alphabet, length)`.
 */
const SHAPED = [
  [
    "1password-secret-key",
    (p) =>
      `A3-${p(UPPER + DIGITS, 6)}-${p(UPPER + DIGITS, 11)}-${p(UPPER + DIGITS, 5)}-${p(UPPER + DIGITS, 5)}-${p(UPPER + DIGITS, 5)}`,
  ],
  ["1password-service-account-token", (p) => `ops_eyJ${p(B64, 260)}`],
  ["adobe-client-secret", (p) => `p8e-${p(ALNUM, 32)}`],
  ["age-secret-key", (p) => `AGE-SECRET-KEY-1${p("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`],
  ["airtable-personnal-access-token", (p) => `pat${p(ALNUM, 14)}.${p(HEX, 64)}`],
  ["alibaba-access-key-id", (p) => `LTAI${p(ALNUM, 20)}`],
  ["anthropic-admin-api-key", (p) => `sk-ant-admin01-${p(URLSAFE, 93)}AA`],
  ["anthropic-api-key", (p) => `sk-ant-api03-${p(URLSAFE, 93)}AA`],
  ["artifactory-api-key", (p) => `AKCp${p(ALNUM, 69)}`],
  ["artifactory-reference-token", (p) => `cmVmd${p(ALNUM, 59)}`],
  ["aws-access-token", (p) => `AKIA${p(`${UPPER}234567`, 16)}`],
  ["aws-access-token", (p) => `ASIA${p(`${UPPER}234567`, 16)}`],
  ["aws-amazon-bedrock-api-key-long-lived", (p) => `ABSK${p(B64, 120)}`],
  ["aws-amazon-bedrock-api-key-short-lived", (p) => `bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t${p(B64, 40)}`],
  ["azure-ad-client-secret", (p) => `${p(ALNUM, 3)}${p(DIGITS, 1)}Q~${p(`${ALNUM}_~.`, 32)}`],
  ["clickhouse-cloud-api-secret-key", (p) => `4b1d${p(ALNUM, 38)}`],
  ["clojars-api-token", (p) => `CLOJARS_${p(LOWER + DIGITS, 60)}`],
  ["cloudflare-origin-ca-key", (p) => `v1.0-${p(HEX, 24)}-${p(HEX, 146)}`],
  [
    "curl-auth-header",
    (p) => {
      const secret = p(ALNUM, 40);
      return [`curl -H "Authorization: Bearer ${secret}" https://api.example.com/v1`, secret];
    },
  ],
  [
    "curl-auth-user",
    (p) => {
      const secret = p(ALNUM, 18);
      return [`curl -u admin:${secret} https://api.example.com/v1`, secret];
    },
  ],
  ["databricks-api-token", (p) => `dapi${p(HEX, 32)}`],
  ["digitalocean-access-token", (p) => `doo_v1_${p(HEX, 64)}`],
  ["digitalocean-pat", (p) => `dop_v1_${p(HEX, 64)}`],
  ["digitalocean-refresh-token", (p) => `dor_v1_${p(HEX, 64)}`],
  ["doppler-api-token", (p) => `dp.pt.${p(ALNUM, 43)}`],
  ["duffel-api-token", (p) => `duffel_test_${p(ALNUM, 43)}`],
  ["dynatrace-api-token", (p) => `dt0c01.${p(ALNUM, 24)}.${p(ALNUM, 64)}`],
  ["easypost-api-token", (p) => `EZAK${p(ALNUM, 54)}`],
  ["easypost-test-api-token", (p) => `EZTK${p(ALNUM, 54)}`],
  ["facebook-page-access-token", (p) => `EAAM${p(ALNUM, 110)}`],
  ["flutterwave-encryption-key", (p) => `FLWSECK_TEST-${p("abcdefgh0123456789", 12)}`],
  ["flutterwave-public-key", (p) => `FLWPUBK_TEST-${p("abcdefgh0123456789", 32)}-X`],
  ["flutterwave-secret-key", (p) => `FLWSECK_TEST-${p("abcdefgh0123456789", 32)}-X`],
  ["flyio-access-token", (p) => `fo1_${p(URLSAFE, 43)}`],
  ["frameio-api-token", (p) => `fio-u-${p(URLSAFE, 64)}`],
  [
    "freemius-secret-key",
    (p) => {
      const secret = `sk_${p(ALNUM, 29)}`;
      return [`'secret_key' => '${secret}'`, secret];
    },
  ],
  ["gcp-api-key", (p) => `AIza${p(URLSAFE, 35)}`],
  ["github-app-token", (p) => `ghs_${p(ALNUM, 36)}`],
  ["github-app-token", (p) => `ghu_${p(ALNUM, 36)}`],
  ["github-fine-grained-pat", (p) => `github_pat_${p(WORD, 82)}`],
  ["github-oauth", (p) => `gho_${p(ALNUM, 36)}`],
  ["github-pat", (p) => `ghp_${p(ALNUM, 36)}`],
  ["github-refresh-token", (p) => `ghr_${p(ALNUM, 36)}`],
  ["gitlab-cicd-job-token", (p) => `glcbt-${p(ALNUM, 3)}_${p(URLSAFE, 20)}`],
  ["gitlab-deploy-token", (p) => `gldt-${p(URLSAFE, 20)}`],
  ["gitlab-feature-flag-client-token", (p) => `glffct-${p(URLSAFE, 20)}`],
  ["gitlab-feed-token", (p) => `glft-${p(URLSAFE, 20)}`],
  ["gitlab-incoming-mail-token", (p) => `glimt-${p(URLSAFE, 25)}`],
  ["gitlab-kubernetes-agent-token", (p) => `glagent-${p(URLSAFE, 50)}`],
  ["gitlab-oauth-app-secret", (p) => `gloas-${p(URLSAFE, 64)}`],
  ["gitlab-pat", (p) => `glpat-${p(URLSAFE, 20)}`],
  ["gitlab-pat-routable", (p) => `glpat-${p(URLSAFE, 40)}.${p(LOWER + DIGITS, 9)}`],
  ["gitlab-ptt", (p) => `glptt-${p(HEX, 40)}`],
  ["gitlab-rrt", (p) => `GR1348941${p(URLSAFE, 20)}`],
  ["gitlab-runner-authentication-token", (p) => `glrt-${p(URLSAFE, 20)}`],
  ["gitlab-runner-authentication-token-routable", (p) => `glrt-t1_${p(URLSAFE, 40)}.${p(LOWER + DIGITS, 9)}`],
  ["gitlab-scim-token", (p) => `glsoat-${p(URLSAFE, 20)}`],
  [
    "gitlab-session-cookie",
    (p) => {
      const secret = p(LOWER + DIGITS, 32);
      return [`_gitlab_session=${secret}`, secret];
    },
  ],
  ["grafana-api-key", (p) => `eyJrIjoi${p(ALNUM, 72)}`],
  ["grafana-cloud-api-token", (p) => `glc_${p(ALNUM, 48)}`],
  ["grafana-service-account-token", (p) => `glsa_${p(ALNUM, 32)}_${p(HEX, 8)}`],
  ["harness-api-key", (p) => `pat.${p(URLSAFE, 22)}.${p(ALNUM, 24)}.${p(ALNUM, 20)}`],
  ["hashicorp-tf-api-token", (p) => `${p(LOWER + DIGITS, 14)}.atlasv1.${p(URLSAFE, 64)}`],
  ["heroku-api-key-v2", (p) => `HRKU-AA${p(URLSAFE, 58)}`],
  ["huggingface-access-token", (p) => `hf_${p(UPPER + LOWER, 34)}`],
  ["huggingface-organization-api-token", (p) => `api_org_${p(UPPER + LOWER, 34)}`],
  ["infracost-api-token", (p) => `ico-${p(ALNUM, 32)}`],
  ["intra42-client-secret", (p) => `s-s4t2ud-${p(HEX, 64)}`],
  ["jwt", (p) => `eyJ${p(ALNUM, 20)}.eyJ${p(ALNUM, 40)}.${p(URLSAFE, 43)}`],
  ["linear-api-key", (p) => `lin_api_${p(ALNUM, 40)}`],
  ["maxmind-license-key", (p) => `${p(ALNUM, 6)}_${p(ALNUM, 29)}_mmk`],
  [
    "microsoft-teams-webhook",
    (p) =>
      `https://${p(LOWER, 8)}.webhook.office.com/webhookb2/${p(HEX, 8)}-${p(HEX, 4)}-${p(HEX, 4)}-${p(HEX, 4)}-${p(HEX, 12)}@${p(HEX, 8)}-${p(HEX, 4)}-${p(HEX, 4)}-${p(HEX, 4)}-${p(HEX, 12)}/IncomingWebhook/${p(HEX, 32)}`,
  ],
  ["notion-api-token", (p) => `ntn_${p(DIGITS, 11)}${p(ALNUM, 35)}`],
  ["npm-access-token", (p) => `npm_${p(ALNUM, 36)}`],
  ["octopus-deploy-api-key", (p) => `API-${p(UPPER + DIGITS, 26)}`],
  ["openai-api-key", (p) => `sk-proj-${p(URLSAFE, 74)}T3BlbkFJ${p(URLSAFE, 74)}`],
  ["openshift-user-token", (p) => `sha256~${p(URLSAFE, 43)}`],
  ["perplexity-api-key", (p) => `pplx-${p(ALNUM, 48)}`],
  ["planetscale-api-token", (p) => `pscale_tkn_${p(URLSAFE, 43)}`],
  ["planetscale-oauth-token", (p) => `pscale_oauth_${p(URLSAFE, 43)}`],
  ["planetscale-password", (p) => `pscale_pw_${p(URLSAFE, 43)}`],
  ["postman-api-token", (p) => `PMAK-${p(HEX, 24)}-${p(HEX, 34)}`],
  ["prefect-api-token", (p) => `pnu_${p(ALNUM, 36)}`],
  [
    "private-key",
    (p) =>
      `-----BEGIN RSA PRIVATE KEY-----\n${p(B64, 64)}\n${p(B64, 64)}\n${p(B64, 20)}==\n-----END RSA PRIVATE KEY-----`,
  ],
  [
    "private-key",
    (p) => `-----BEGIN OPENSSH PRIVATE KEY-----\n${p(B64, 70)}\n${p(B64, 70)}\n-----END OPENSSH PRIVATE KEY-----`,
  ],
  ["pulumi-api-token", (p) => `pul-${p(HEX, 40)}`],
  ["pypi-upload-token", (p) => `pypi-AgEIcHlwaS5vcmc${p(URLSAFE, 60)}`],
  ["readme-api-token", (p) => `rdme_${p(LOWER + DIGITS, 70)}`],
  ["rubygems-api-token", (p) => `rubygems_${p(HEX, 48)}`],
  ["scalingo-api-token", (p) => `tk-us-${p(URLSAFE, 48)}`],
  ["sendgrid-api-token", (p) => `SG.${p(URLSAFE, 22)}.${p(URLSAFE, 43)}`],
  ["sendinblue-api-token", (p) => `xkeysib-${p(HEX, 64)}-${p(ALNUM, 16)}`],
  ["sentry-org-token", (p) => `sntrys_eyJpYXQiO${p(ALNUM, 40)}LCJyZWdpb25fdXJs${p(ALNUM, 40)}`],
  ["sentry-user-token", (p) => `sntryu_${p(HEX, 64)}`],
  ["settlemint-application-access-token", (p) => `sm_aat_${p(ALNUM, 16)}`],
  ["settlemint-personal-access-token", (p) => `sm_pat_${p(ALNUM, 16)}`],
  ["settlemint-service-access-token", (p) => `sm_sat_${p(ALNUM, 16)}`],
  ["shippo-api-token", (p) => `shippo_live_${p(HEX, 40)}`],
  ["shopify-access-token", (p) => `shpat_${p(HEX, 32)}`],
  ["shopify-custom-access-token", (p) => `shpca_${p(HEX, 32)}`],
  ["shopify-private-app-access-token", (p) => `shppa_${p(HEX, 32)}`],
  ["shopify-shared-secret", (p) => `shpss_${p(HEX, 32)}`],
  [
    "sidekiq-sensitive-url",
    (p) => {
      const secret = `${p(HEX, 8)}:${p(HEX, 8)}`;
      return [`https://${secret}@gems.contribsys.com/`, secret];
    },
  ],
  ["slack-app-token", (p) => `xapp-1-${p(UPPER + DIGITS, 11)}-${p(DIGITS, 13)}-${p(LOWER + DIGITS, 64)}`],
  ["slack-bot-token", (p) => `xoxb-${p(DIGITS, 12)}-${p(DIGITS, 12)}-${p(ALNUM, 24)}`],
  ["slack-config-access-token", (p) => `xoxe.xoxp-1-${p(UPPER + DIGITS, 164)}`],
  ["slack-config-refresh-token", (p) => `xoxe-1-${p(UPPER + DIGITS, 146)}`],
  ["slack-legacy-bot-token", (p) => `xoxb-${p(DIGITS, 10)}-${p(ALNUM, 24)}`],
  ["slack-legacy-token", (p) => `xoxs-${p(DIGITS, 10)}-${p(DIGITS, 10)}-${p(DIGITS, 12)}-${p(HEX, 64)}`],
  ["slack-legacy-workspace-token", (p) => `xoxa-2-${p(ALNUM, 30)}`],
  ["slack-user-token", (p) => `xoxp-${p(DIGITS, 12)}-${p(DIGITS, 12)}-${p(DIGITS, 12)}-${p(ALNUM, 32)}`],
  ["slack-webhook-url", (p) => `https://hooks.slack.com/services/${p(ALNUM, 44)}`],
  ["sourcegraph-access-token", (p) => `sgp_${p(HEX, 16)}_${p(HEX, 40)}`],
  ["square-access-token", (p) => `sq0atp-${p(URLSAFE, 22)}`],
  ["square-access-token", (p) => `EAAA${p(URLSAFE, 60)}`],
  ["stripe-access-token", (p) => `sk_live_${p(ALNUM, 24)}`],
  ["stripe-access-token", (p) => `rk_test_${p(ALNUM, 24)}`],
  ["twilio-api-key", (p) => `SK${p(HEX, 32)}`],
  ["vault-batch-token", (p) => `hvb.${p(URLSAFE, 140)}`],
  ["vault-service-token", (p) => `hvs.${p(URLSAFE, 95)}`],
];

/** The keyword rules: a secret known by the name beside it; the name is the rule's own (ADAFRUIT_API_KEY). */
const NAMED = [
  "adafruit-api-key",
  "airtable-api-key",
  "algolia-api-key",
  "alibaba-secret-key",
  "asana-client-secret",
  "atlassian-api-token",
  "beamer-api-token",
  "bitbucket-client-secret",
  "bittrex-access-key",
  "bittrex-secret-key",
  "cisco-meraki-api-key",
  "cloudflare-api-key",
  "cloudflare-global-api-key",
  "codecov-access-token",
  "cohere-api-token",
  "coinbase-access-token",
  "confluent-access-token",
  "confluent-secret-key",
  "contentful-delivery-api-token",
  "datadog-access-token",
  "defined-networking-api-token",
  "discord-api-token",
  "discord-client-secret",
  "droneci-access-token",
  "dropbox-api-token",
  "dropbox-long-lived-api-token",
  "dropbox-short-lived-api-token",
  "etsy-access-token",
  "facebook-secret",
  "fastly-api-token",
  "finicity-api-token",
  "finicity-client-secret",
  "finnhub-access-token",
  "flickr-access-token",
  "freshbooks-access-token",
  "generic-api-key",
  "gitter-access-token",
  "gocardless-api-token",
  "hashicorp-tf-password",
  "heroku-api-key",
  "hubspot-api-key",
  "intercom-api-key",
  "jfrog-api-key",
  "jfrog-identity-token",
  "kraken-access-token",
  "kucoin-access-token",
  "kucoin-secret-key",
  "launchdarkly-access-token",
  "linear-client-secret",
  "linkedin-client-secret",
  "lob-api-key",
  "lob-pub-api-key",
  "looker-client-secret",
  "mailchimp-api-key",
  "mailgun-private-api-token",
  "mapbox-api-token",
  "mattermost-access-token",
  "messagebird-api-token",
  "netlify-access-token",
  "new-relic-browser-api-token",
  "new-relic-user-api-key",
  "nytimes-access-token",
  "okta-access-token",
  "plaid-api-token",
  "plaid-secret-key",
  "privateai-api-token",
  "rapidapi-access-token",
  "sendbird-access-token",
  "sentry-access-token",
  "sidekiq-secret",
  "snyk-api-token",
  "sonar-api-token",
  "squarespace-access-token",
  "sumologic-access-token",
  "telegram-bot-api-token",
  "travisci-access-token",
  "twitch-api-token",
  "twitter-access-secret",
  "twitter-access-token",
  "twitter-api-key",
  "twitter-api-secret",
  "twitter-bearer-token",
  "typeform-api-token",
  "yandex-access-token",
  "yandex-api-key",
  "yandex-aws-access-token",
  "zendesk-secret-key",
];

/**
 * Keyword rules of gitleaks left out: what they find is an identifier, not a secret
 * (`*-client-id`, `*-access-id`, `*-user-api-id`, `mailgun-pub-key`), or a key whose name
 * holds none of loopgate's secret words (`mailgun-signing-key`, `new-relic-insert-key`):
 * such a value is redacted only with `--redact-field NAME` (docs/recording.md).
 */
export const LEFT_OUT = [
  "adobe-client-id",
  "asana-client-id",
  "bitbucket-client-id",
  "discord-client-id",
  "linkedin-client-id",
  "looker-client-id",
  "messagebird-client-id",
  "plaid-client-id",
  "sendbird-access-id",
  "sumologic-access-id",
  "new-relic-user-api-id",
  "mailgun-pub-key",
  "mailgun-signing-key",
  "new-relic-insert-key",
];

/** The shapes of loopgate's own rule, each a whole text whose `secret` must not survive. */
const OWN_SHAPES = [
  [
    "basic",
    (p) => {
      const secret = p(B64, 24);
      return [`Authorization: Basic ${secret}=`, secret];
    },
  ],
  [
    "bearer",
    (p) => {
      const secret = p(URLSAFE, 32);
      return [`authorization: Bearer ${secret}`, secret];
    },
  ],
  [
    "bearer-prose",
    (p) => {
      const secret = p(ALNUM, 40);
      return [`send it with the bearer ${secret} header`, secret];
    },
  ],
  [
    "url-userinfo-password",
    (p) => {
      const secret = p(ALNUM, 16);
      return [`postgres://app:${secret}@db.internal:5432/shop`, secret];
    },
  ],
  [
    "url-userinfo-token",
    (p) => {
      const secret = p(ALNUM, 40);
      return [`https://${secret}@github.com/org/repo.git`, secret];
    },
  ],
  [
    "query-api-key",
    (p) => {
      const secret = p(ALNUM, 24);
      return [`https://api.example.com/v1/rooms?api_key=${secret}&page=2`, secret];
    },
  ],
  [
    "query-access-token",
    (p) => {
      const secret = p(ALNUM, 24);
      return [`GET /v1/rooms?page=2&access_token=${secret}`, secret];
    },
  ],
  [
    "query-token-camel",
    (p) => {
      const secret = p(HEX, 32);
      return [`https://api.example.com/cb?sessionToken=${secret}#top`, secret];
    },
  ],
  [
    "mysql-attached",
    (p) => {
      const secret = p(ALNUM, 12);
      return [`mysql -u root -p${secret} shop`, secret];
    },
  ],
  [
    "mysql-separate",
    (p) => {
      const secret = p(ALNUM, 12);
      return [`mysqldump -u root -p ${secret} shop`, secret];
    },
  ],
  [
    "mariadb",
    (p) => {
      const secret = p(ALNUM, 14);
      return [`mariadb --user=app -p${secret}`, secret];
    },
  ],
  [
    "redis-cli",
    (p) => {
      const secret = p(ALNUM, 20);
      return [`redis-cli -h cache -a ${secret} PING`, secret];
    },
  ],
  [
    "mongosh",
    (p) => {
      const secret = p(ALNUM, 16);
      return [`mongosh --host db -u admin -p ${secret}`, secret];
    },
  ],
  [
    "flag-space",
    (p) => {
      const secret = p(ALNUM, 20);
      return [`node server.js --auth-token ${secret} --verbose`, secret];
    },
  ],
  [
    "flag-equals",
    (p) => {
      const secret = p(ALNUM, 20);
      return [`serve --client-secret=${secret}`, secret];
    },
  ],
  [
    "header-flag",
    (p) => {
      const secret = p(ALNUM, 32);
      return [`curl --header "X-Api-Key: ${secret}" https://api.example.com`, secret];
    },
  ],
  [
    "env-export",
    (p) => {
      const secret = p(ALNUM, 32);
      return [`export SESSION_TOKEN="${secret}"`, secret];
    },
  ],
  [
    "json-in-text",
    (p) => {
      const secret = p(ALNUM, 24);
      return [`{"auth_token":"${secret}","room":"R-1"}`, secret];
    },
  ],
  [
    "json-escaped-in-text",
    (p) => {
      const secret = p(ALNUM, 16);
      return [`{\\"password\\":\\"${secret}\\"}`, secret];
    },
  ],
  [
    "cookie-header",
    (p) => {
      const secret = p(HEX, 32);
      return [`Cookie: sid=${secret}; theme=dark`, secret];
    },
  ],
  [
    "set-cookie",
    (p) => {
      const secret = p(HEX, 32);
      return [`Set-Cookie: session=${secret}; Path=/; HttpOnly`, secret];
    },
  ],
  [
    "yaml-password",
    (p) => {
      const secret = p(ALNUM, 18);
      return [`db:\n  password: ${secret}\n  host: db`, secret];
    },
  ],
  [
    "json-twice-escaped-in-text",
    (p) => {
      const secret = p(ALNUM, 16);
      return [`{\\\\\\"password\\\\\\":\\\\\\"${secret}\\\\\\"}`, secret];
    },
  ],
  [
    "cookie-header",
    (p) => {
      const secret = p(HEX, 32);
      return [`Cookie: sid=${secret}; theme=dark`, secret];
    },
  ],
  [
    "set-cookie",
    (p) => {
      const secret = p(HEX, 32);
      return [`Set-Cookie: session=${secret}; Path=/; HttpOnly`, secret];
    },
  ],
  [
    "yaml-password",
    (p) => {
      const secret = p(ALNUM, 18);
      return [`db:\n  password: ${secret}\n  host: db`, secret];
    },
  ],
  ["passwd-number", () => ["passwd = 87654321", "87654321"]],
];

/**
 * The corpus: `{ rule, kind, secret, text?, name? }`. `shape` entries must be found in
 * free text by their form; `named` entries under their name (`name`), in any of the ways a
 * name is written; `text` entries are whole texts in which `secret` must not survive.
 */
export function secretCorpus(seed = 22) {
  const next = random(seed);
  const pick = (alphabet, length) => {
    let out = "";
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  const corpus = [];
  for (const [rule, build] of SHAPED) {
    const sample = build(pick);
    // A sample that is a whole command or assignment carries the secret inside: the text is the case.
    if (Array.isArray(sample)) corpus.push({ rule, kind: "text", text: sample[0], secret: sample[1] });
    else corpus.push({ rule, kind: "shape", secret: sample });
  }
  for (const rule of NAMED) {
    const name = rule.toUpperCase().replace(/-/g, "_");
    corpus.push({ rule, kind: "named", name, secret: pick(LOWER + DIGITS, 32 + Math.floor(next() * 9)) });
  }
  for (const [rule, build] of OWN_SHAPES) {
    const [text, secret] = build(pick);
    corpus.push({ rule: `loopgate:${rule}`, kind: "text", text, secret });
  }
  return corpus;
}

/** Names and values that are not secrets and must come out of redaction unchanged. */
export const NOT_SECRETS = {
  names: [
    "author",
    "authored_by",
    "authorEmail",
    "max_tokens",
    "maxTokens",
    "max_output_tokens",
    "maxOutputTokens",
    "token_count",
    "tokenCount",
    "total_tokens",
    "prompt_tokens",
    "completion_tokens",
    "input_tokens",
    "output_tokens",
    "tokens_used",
    "tokenizer",
    "session_id",
    "sessionId",
    "keyboard",
    "monkey",
    "turkey",
    "passenger",
    "passage",
    "secretary",
    "authentic",
    "oauth_provider",
    "cookbook",
    "primary_key",
    "key",
    "keys",
    "api_version",
    "access_level",
    "private",
    "public_key_id",
    "idempotency_key",
  ],
  texts: [
    "Basic authentication is enabled for this room",
    "Bearer tokens expire after an hour",
    "booked room R-1 for 2026-12-01T10:00:00Z, order ACME-123456",
    "contact alice@example.com or see https://example.com/docs?page=2&sort=asc",
    "INSERT INTO bookings (room, guest) VALUES ('R-1', 'Alice')",
    "the author wrote 1200 tokens with max_tokens=4096 and token_count: 1200",
    "ssh://github.com/org/repo and https://example.com:8443/path",
    "mysql is a database; redis-cli PING; psql -h db -U app",
    "uuid 123e4567-e89b-12d3-a456-426614174000 and sha 3f786850e387550fdab836ed7e6dc881de23001b",
  ],
};
