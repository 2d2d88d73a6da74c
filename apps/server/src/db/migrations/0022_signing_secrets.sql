-- Signing secrets the server makes for itself where the environment sets none (development, the demo):
-- random on first start, then shared by every process (issue 28: no published default secret).
CREATE TABLE "signing_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
