-- When the session's owner last proved who they are (verifyIdentity): what changes how the
-- account signs in needs that proof within the last five minutes, so that a session someone else
-- got hold of for a moment does not become lasting access.
alter table sessions add column verified_at timestamptz;
