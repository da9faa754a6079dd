import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  /** Demo or production shop. Unset: production when NODE_ENV=production (the switch before this one), else demo. */
  SHOP_MODE: z.enum(['demo', 'production']).optional(),
  /** Not the shop's mode: `npm start` and `npm run serve` set it to production in both modes (scripts/production-code.mjs). */
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each copy keeps open to PostgreSQL (copies × this must stay under the server's max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  /** Unset: the demo catalogue fills an empty database outside production only. */
  SEED: bool.optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Time a client has to send a whole request; a slow sender is cut off (checked every 5 s). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  /** On SIGTERM/SIGINT: time /readyz answers 503 before the listener closes, then time requests have to finish. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines when standard output is a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  TRUST_PROXY: z.string().default('false'),
  /** Orders one client may place in an hour; one address may place ORDER_LIMIT_PER_ADDRESS_PER_HOUR. */
  ORDER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  ORDER_LIMIT_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Units of one gift that one client or one recipient phone may hold in unpaid orders. */
  UNPAID_UNITS_PER_GIFT: z.coerce.number().int().min(1).default(10),
  /** And at most this share of a stocked gift's shelf, at least one unit (orders/unpaid-hold.ts). */
  UNPAID_STOCK_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  /** Pictures in an S3 bucket (AWS or S3-compatible) instead of the database or the local folder. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // Integrations: the admin settings override these when set.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLIC_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  TEST_PAYMENTS: bool.optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: bool.default(false),
  MAIL_FROM: z.string().default('Cadeaux Maroc <bonjour@cadeaux.ma>'),
  /** Let admin-set hosts (mail relay, SMS API) be loopback or private addresses; link-local and metadata never. */
  /** SendGrid's API address; a local double in tests. */
  SENDGRID_API_URL: z.string().url().default('https://api.sendgrid.com'),
  OUTBOUND_ALLOW_PRIVATE: bool.default(false),
  OPENAI_API_KEY: z.string().optional(),
  GEMINI_API_KEY: z.string().optional(),
  /** Where the AI SDKs send their requests: a compatible gateway, or a local double in tests. */
  OPENAI_BASE_URL: z.string().url().optional(),
  GEMINI_BASE_URL: z.string().url().optional(),
  /** How long the quiz waits for its optional AI message before answering without it. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'TRUST_PROXY' | 'SHOP_MODE'> & {
  SHOP_MODE: 'demo' | 'production';
  publicUrl: string;
  production: boolean;
  /** Fill an empty database with the demo catalogue. */
  seedCatalogue: boolean;
  /** Create the demo accounts whose passwords the README prints: never in production. */
  seedDemoAccounts: boolean;
  testPayments: boolean;
  /** Show the "Boutique de démonstration" ribbon: a demo shop, or test cards accepted. */
  demoRibbon: boolean;
  trustProxy: TrustProxy;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const { TRUST_PROXY, ...c } = parsed.data;
  const shopMode = c.SHOP_MODE ?? (c.NODE_ENV === 'production' ? 'production' : 'demo');
  const production = shopMode === 'production';
  const seedCatalogue = c.SEED ?? !production;
  // The built-in test card provider is for development and demos; production must opt in.
  const testPayments = c.TEST_PAYMENTS ?? !production;
  return {
    ...c,
    SHOP_MODE: shopMode,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    production,
    seedCatalogue,
    seedDemoAccounts: seedCatalogue && !production,
    testPayments,
    demoRibbon: !production || testPayments,
    trustProxy: parseTrustProxy(TRUST_PROXY),
  };
}
