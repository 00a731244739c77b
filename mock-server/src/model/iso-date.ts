/** A date as the world stores it: an ISO 8601 string, so the JSON stays readable and diffable. */
export type IsoDate = string;
