CREATE TYPE "public"."integration_connection" AS ENUM('google', 'outlook');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'google_disconnected' BEFORE 'booking_cancelled';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'outlook_disconnected' BEFORE 'booking_cancelled';--> statement-breakpoint
CREATE TABLE "integration_imports" (
	"member_id" uuid NOT NULL,
	"connection" "integration_connection" NOT NULL,
	"mail_read_from" timestamp with time zone,
	"calendar_read_from" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"mailbox_address" text,
	"push_expires_at" timestamp with time zone,
	"push_subscription_ids" text[] DEFAULT '{}' NOT NULL,
	"push_client_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_imports_member_id_connection_pk" PRIMARY KEY("member_id","connection")
);
--> statement-breakpoint
ALTER TABLE "integration_imports" ADD CONSTRAINT "integration_imports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_imports_mailbox_address_idx" ON "integration_imports" USING btree ("mailbox_address");--> statement-breakpoint
CREATE INDEX "integration_imports_push_subscription_ids_idx" ON "integration_imports" USING gin ("push_subscription_ids");