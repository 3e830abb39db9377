-- One phone number, one account, compared in E.164 form (issue 15): `+6` + `39171234567` and
-- `+63` + `9171234567` are the same number, which the old index on the two columns let through.
DROP INDEX members_mobile;
CREATE UNIQUE INDEX members_mobile_e164 ON members ((dialing_code || mobile_num)) WHERE mobile_num IS NOT NULL;
