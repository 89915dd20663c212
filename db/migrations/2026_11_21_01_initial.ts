import { type Kysely, sql } from 'kysely';

/** The first schema: every entity of SPEC section 3 and DESIGN.md "Data model". Frozen: change the schema in a new migration. */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`CREATE TABLE users (
      id serial PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin', 'editor')),
      password_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
    sql`CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      user_agent text
    )`,
    sql`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,
    sql`CREATE TABLE images (
      id serial PRIMARY KEY,
      sha256 text NOT NULL UNIQUE,
      mime text NOT NULL,
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      bytes integer NOT NULL,
      alt jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE TABLE image_variants (
      image_id integer NOT NULL REFERENCES images (id) ON DELETE CASCADE,
      width integer NOT NULL,
      height integer NOT NULL,
      bytes integer NOT NULL,
      data bytea NOT NULL,
      PRIMARY KEY (image_id, width)
    )`,
    sql`CREATE TABLE audio_tracks (
      id serial PRIMARY KEY,
      sha256 text NOT NULL UNIQUE,
      title jsonb NOT NULL,
      artist text NOT NULL,
      mime text NOT NULL,
      duration_seconds real NOT NULL,
      data bytea NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE TABLE counselors (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      title jsonb NOT NULL,
      summary jsonb NOT NULL,
      bio jsonb NOT NULL,
      photo_image_id integer REFERENCES images (id) ON DELETE SET NULL,
      groups text[] NOT NULL DEFAULT '{}',
      languages text[] NOT NULL DEFAULT '{}',
      contact_links jsonb NOT NULL DEFAULT '[]',
      sort_order integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    sql`CREATE TABLE classes (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      class_type text NOT NULL CHECK (class_type IN ('PRIVATE_SESSION', 'REGULAR', 'WORKSHOP_AND_EVENT')),
      title jsonb NOT NULL,
      summary jsonb NOT NULL,
      description jsonb NOT NULL,
      image_id integer REFERENCES images (id) ON DELETE SET NULL,
      extend_info jsonb NOT NULL,
      capacity integer CHECK (capacity IS NULL OR capacity > 0),
      sort_order integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      CONSTRAINT classes_regular_day CHECK (
        class_type <> 'REGULAR'
        OR extend_info->>'day' IN ('Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')
      )
    )`,
    sql`CREATE INDEX classes_type_idx ON classes (class_type, status, sort_order)`,
    sql`CREATE TABLE class_counselors (
      class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
      counselor_id integer NOT NULL REFERENCES counselors (id) ON DELETE CASCADE,
      sort_order integer NOT NULL DEFAULT 0,
      PRIMARY KEY (class_id, counselor_id)
    )`,
    sql`CREATE INDEX class_counselors_counselor_idx ON class_counselors (counselor_id)`,
    sql`CREATE TABLE class_comments (
      id serial PRIMARY KEY,
      class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
      author_name text NOT NULL,
      body text NOT NULL,
      rating integer CHECK (rating BETWEEN 1 AND 5),
      approved boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX class_comments_class_idx ON class_comments (class_id, approved, created_at)`,
    sql`CREATE TABLE media_articles (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      title jsonb NOT NULL,
      excerpt jsonb NOT NULL,
      body jsonb NOT NULL,
      cover_image_id integer REFERENCES images (id) ON DELETE SET NULL,
      author text NOT NULL,
      source text,
      external_url text,
      published_at timestamptz NOT NULL DEFAULT now(),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    sql`CREATE TABLE stories (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      title jsonb NOT NULL,
      excerpt jsonb NOT NULL,
      body jsonb NOT NULL,
      cover_image_id integer REFERENCES images (id) ON DELETE SET NULL,
      author text NOT NULL,
      published_at timestamptz NOT NULL DEFAULT now(),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    sql`CREATE TABLE slider_items (
      id serial PRIMARY KEY,
      title jsonb NOT NULL,
      text jsonb NOT NULL,
      image_id integer REFERENCES images (id) ON DELETE SET NULL,
      link_url text,
      link_label jsonb,
      sort_order integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    sql`CREATE TABLE corporate_clients (
      id serial PRIMARY KEY,
      name text NOT NULL,
      logo_image_id integer REFERENCES images (id) ON DELETE SET NULL,
      url text,
      sort_order integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    sql`CREATE TABLE faq_items (
      id serial PRIMARY KEY,
      scope text NOT NULL CHECK (scope IN ('general', 'corporate')),
      question jsonb NOT NULL,
      answer jsonb NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    sql`CREATE TABLE static_contents (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      title jsonb NOT NULL,
      content jsonb NOT NULL,
      status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    sql`CREATE TABLE site_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE TABLE newsletter_subscribers (
      id serial PRIMARY KEY,
      email text NOT NULL,
      name text,
      locale text NOT NULL DEFAULT 'en',
      unsubscribe_token text NOT NULL UNIQUE,
      consented_at timestamptz NOT NULL DEFAULT now(),
      unsubscribed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (lower(email))`,
    sql`CREATE TABLE class_registrations (
      id serial PRIMARY KEY,
      class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
      name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      seats integer NOT NULL CHECK (seats > 0),
      message text,
      status text NOT NULL CHECK (status IN ('confirmed', 'waitlisted', 'cancelled')),
      locale text NOT NULL DEFAULT 'en',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX class_registrations_class_idx ON class_registrations (class_id, status)`,
    sql`CREATE TABLE contact_messages (
      id serial PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      phone text,
      topic text,
      message text NOT NULL,
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')),
      locale text NOT NULL DEFAULT 'en',
      created_at timestamptz NOT NULL DEFAULT now(),
      handled_at timestamptz
    )`,
    sql`CREATE TABLE audit_log (
      id serial PRIMARY KEY,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL,
      entity text NOT NULL,
      entity_id text,
      summary jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC)`,
    sql`CREATE TABLE email_outbox (
      id serial PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      body_text text NOT NULL,
      body_html text,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX email_outbox_pending_idx ON email_outbox (next_attempt_at) WHERE sent_at IS NULL`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'email_outbox',
    'audit_log',
    'contact_messages',
    'class_registrations',
    'newsletter_subscribers',
    'site_settings',
    'static_contents',
    'faq_items',
    'corporate_clients',
    'slider_items',
    'stories',
    'media_articles',
    'class_comments',
    'class_counselors',
    'classes',
    'counselors',
    'audio_tracks',
    'image_variants',
    'images',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
