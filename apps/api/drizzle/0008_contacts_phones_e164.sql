-- A contact's numbers are kept in E.164 alone: one number however it was typed. Every number the
-- API accepted already had its E.164 twin (national numbers read in the owner's home country), so
-- the twin becomes the number; a number without one, which the API never wrote, is kept as it is.
UPDATE "contacts" SET "cel" = coalesce("cel_e164", "cel"), "tel" = coalesce("tel_e164", "tel")
  WHERE "cel" IS DISTINCT FROM "cel_e164" OR "tel" IS DISTINCT FROM "tel_e164";--> statement-breakpoint
DROP INDEX "contacts_cel_e164_idx";--> statement-breakpoint
DROP INDEX "contacts_tel_e164_idx";--> statement-breakpoint
CREATE INDEX "contacts_cel_idx" ON "contacts" USING btree ("cel") WHERE "contacts"."cel" is not null;--> statement-breakpoint
CREATE INDEX "contacts_tel_idx" ON "contacts" USING btree ("tel") WHERE "contacts"."tel" is not null;--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "cel_e164";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "tel_e164";
