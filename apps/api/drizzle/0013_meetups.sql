CREATE TYPE "public"."meetup_status" AS ENUM('proposed', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "meetups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"message_seq" bigint NOT NULL,
	"proposer_id" uuid,
	"invitee_id" uuid,
	"place_id" integer NOT NULL,
	"venue" text,
	"starts_at" timestamp with time zone NOT NULL,
	"status" "meetup_status" DEFAULT 'proposed' NOT NULL,
	"answered_at" timestamp with time zone,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_proposer_id_members_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_cancelled_by_members_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetups_message_id_key" ON "meetups" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "meetups_proposer_starts_idx" ON "meetups" USING btree ("proposer_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetups_invitee_starts_idx" ON "meetups" USING btree ("invitee_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetups_conversation_id_idx" ON "meetups" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "meetups_cancelled_by_idx" ON "meetups" USING btree ("cancelled_by");