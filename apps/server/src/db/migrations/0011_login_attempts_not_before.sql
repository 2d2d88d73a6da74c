-- Attempts are now counted before the password check, with a not-before time per key (see the login throttle).
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"not_before" timestamp with time zone NOT NULL
);
