export interface FeedProducersTable {
  /** the provider's producer: 1 live odds, 3 pre-match */
  product: number;
  /** provider time (epoch ms) of the last message applied */
  last_message_at: number;
}

export interface FeedEventsTable {
  match_id: number;
  /** provider time (epoch ms) of the last message applied to the event */
  last_timestamp: number;
  /** JSON array of the digests of the messages applied at that time */
  seen: string;
}
