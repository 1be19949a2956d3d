export type SinkMessage = { to: string[]; subject: string; text: string; receivedAt: number };
export type SmtpSink = {
  url: string;
  messages: SinkMessage[];
  latestTo(to: string, subject?: RegExp): SinkMessage | undefined;
  close(): Promise<void>;
};
export function startSmtpSink(options?: { port?: number; dir?: string }): Promise<SmtpSink>;
export function firstLink(text: string): string | undefined;
