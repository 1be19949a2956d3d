/**
 * Sample conversations between sample accounts, so a claimed
 * sample profile opens /messages to a real history. Each message says who
 * wrote it and how many hours before the seed ran; `read` says whether the
 * other person has read the last message.
 */
export type ConversationSeed = {
  between: [string, string];
  messages: { from: 0 | 1; text: string; hoursAgo: number }[];
  read: boolean;
};

export const SAMPLE_CONVERSATIONS: ConversationSeed[] = [
  {
    between: ["aarav-malhotra", "priya-nair"],
    messages: [
      {
        from: 0,
        text: "Priya, thank you for joining Monsoon Letters. Can we do a table read on Saturday?",
        hoursAgo: 50,
      },
      { from: 1, text: "Happy to! Saturday after 11 works. Bandra again?", hoursAgo: 48 },
      { from: 0, text: "Yes, the same studio. I will send the revised script tonight.", hoursAgo: 47 },
      { from: 1, text: "Perfect. See you there.", hoursAgo: 46 },
    ],
    read: true,
  },
  {
    between: ["meera-raghunathan", "kabir-sengupta"],
    messages: [
      {
        from: 0,
        text: "Kabir, I saw your showreel. Are you free to shoot a two-day music video in Chennai next month?",
        hoursAgo: 30,
      },
      { from: 1, text: "Sounds great. Which dates, and is it on film or digital?", hoursAgo: 26 },
      {
        from: 0,
        text: "The 14th and 15th, digital. The mood board is here: https://rangmanch.in/help/portfolio-tips",
        hoursAgo: 3,
      },
    ],
    read: false,
  },
  {
    between: ["ananya-iyer", "vikram-reddy"],
    messages: [
      {
        from: 1,
        text: "Ananya, would you choreograph the wedding sequence in my Telugu feature?",
        hoursAgo: 200,
      },
      {
        from: 0,
        text: "I would love to. Let us talk about the budget and the rehearsal days.",
        hoursAgo: 190,
      },
    ],
    read: true,
  },
];
