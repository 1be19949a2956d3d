export type SinkMessage = { to: string[]; subject: string; text: string; receivedAt: number };
export type SmtpSink = {
  url: string;
  messages: SinkMessage[];
  latestTo(to: string, subject?: RegExp): SinkMessage | undefined;
  /** Refuses the next `count` messages with a temporary failure (451); they are not kept. */
  refuseNext(count: number): void;
  /** How many messages it has refused so far. */
  readonly refused: number;
  close(): Promise<void>;
};
export function startSmtpSink(options?: { port?: number; dir?: string }): Promise<SmtpSink>;
export function firstLink(text: string): string | undefined;
