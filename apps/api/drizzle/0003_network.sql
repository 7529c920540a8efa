CREATE TYPE "public"."contact_connection_type" AS ENUM('hidden', 'general', 'close');--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"cel" text,
	"tel" text,
	"cel_e164" text,
	"tel_e164" text,
	"email" text,
	"picture_key" text,
	"invited_at" timestamp with time zone,
	"location_id" integer,
	"notes" text,
	"address" text,
	"external_id" text,
	"linked_user_id" uuid,
	"invitation_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"connection_type" "contact_connection_type" DEFAULT 'hidden' NOT NULL,
	"sorted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" uuid NOT NULL,
	"email" text,
	"contact_id" uuid,
	"accepted_by_id" uuid,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_location_id_places_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_linked_user_id_members_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_accepted_by_id_members_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_owner_first_name_idx" ON "contacts" USING btree ("owner_id","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_owner_external_id_key" ON "contacts" USING btree ("owner_id","external_id") WHERE "contacts"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_invitation_uuid_key" ON "contacts" USING btree ("invitation_uuid");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email") WHERE "contacts"."email" is not null;--> statement-breakpoint
CREATE INDEX "contacts_cel_e164_idx" ON "contacts" USING btree ("cel_e164") WHERE "contacts"."cel_e164" is not null;--> statement-breakpoint
CREATE INDEX "contacts_tel_e164_idx" ON "contacts" USING btree ("tel_e164") WHERE "contacts"."tel_e164" is not null;--> statement-breakpoint
CREATE INDEX "contacts_linked_user_id_idx" ON "contacts" USING btree ("linked_user_id") WHERE "contacts"."linked_user_id" is not null;--> statement-breakpoint
CREATE INDEX "user_invitations_inviter_id_idx" ON "user_invitations" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "user_invitations_contact_id_idx" ON "user_invitations" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "connections_other_id_idx" ON "connections" USING btree ("other_id");