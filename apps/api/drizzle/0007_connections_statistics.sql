-- The crossings are found from a member's people, and PostgreSQL chooses between reading each
-- person's presences and reading the presences of a place by how many people a member has. From
-- the default sample of 30,000 rows it took a member of 5,000 connections among a million members
-- for one of 67; a sample ten times as large keeps such members among its most common values.
ALTER TABLE "connections" ALTER COLUMN "member_id" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "connections" ALTER COLUMN "other_id" SET STATISTICS 1000;
