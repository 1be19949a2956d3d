/** The Help Center's articles and frequently asked questions, searched by search-help.ts. */

export type HelpSection = { heading: string; body: string[] };

export type HelpTopic = {
  slug: string;
  title: string;
  summary: string;
  sections: HelpSection[];
};

export type HelpFaq = { question: string; answer: string };

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    slug: "getting-started",
    title: "Getting Started",
    summary: "Create your account, set up your profile and find your first audition, job or collaborator.",
    sections: [
      {
        heading: "Create your account",
        body: [
          "Select Join Now at the top of any page, or go to the sign-up page. You can join with your email address and a password of at least 8 characters, or with a Google, Facebook or Instagram account where those options are shown.",
          "We send a verification link to your email address. Open it to confirm the address is yours; until you do, you can browse but not apply, post or send messages.",
        ],
      },
      {
        heading: "Set up your profile",
        body: [
          "Your profile is what casting directors, producers and collaborators see first. Open your profile and choose Edit Profile to add your name, your main role (for example Actor, Cinematographer or Editor) and the city you work from. These three fields are required.",
          "Add the categories you work in, your skills, the languages you perform or work in, and a short bio of up to 500 characters. A clear, recent photo of at least 300 × 300 pixels helps people recognise you.",
        ],
      },
      {
        heading: "Find opportunities",
        body: [
          "Auditions lists casting calls you can filter by location, online or in-person, pay and experience. Jobs lists paid crew and cast work with filters for job type, location, date posted and pay.",
          "City Opportunities gathers the jobs, auditions and collaboration projects in one city, such as Mumbai, Hyderabad or Chennai. The Collaboration hub is where writers, directors, musicians and crew find partners for short films, music videos, web series and theatre.",
        ],
      },
      {
        heading: "Stay safe from the start",
        body: [
          "Genuine casting calls never ask you to pay a registration, portfolio or audition fee. If anyone asks for money, personal documents or an OTP, stop replying and press Report on the posting, profile or conversation.",
        ],
      },
    ],
  },
  {
    slug: "account-settings",
    title: "Account Settings",
    summary:
      "Update your details, change your email or password, choose a light or dark theme and close your account.",
    sections: [
      {
        heading: "Edit your details",
        body: [
          "Open your profile and choose Edit Profile. Each section (Basic Information, Categories, Skills, Professional Experience, Education, Languages, Awards & Recognition, Social Media & Links, Video Pitch and Portfolio) can be changed at any time; select Save Changes to publish them, or Cancel to leave your profile as it was.",
        ],
      },
      {
        heading: "Change or reset your password",
        body: [
          "Passwords must be at least 8 characters. A longer password mixing upper- and lower-case letters, numbers and symbols is much harder to guess; the strength meter on the form shows how yours scores.",
          "If you have forgotten your password, choose Forgot password on the sign-in page and enter your email address. We email you a reset link that works once and expires after 30 minutes. If it does not arrive within a few minutes, check your spam folder, then send it again.",
        ],
      },
      {
        heading: "Light and dark theme",
        body: [
          "Use the sun and moon toggle in the header to switch between the light and dark theme. Your choice is remembered on that device.",
        ],
      },
      {
        heading: "Close your account",
        body: [
          "You can delete your account yourself: sign in, open Account (/account), and in Delete account type DELETE and your password, then press Delete my account. Your profile, posts and personal data are deleted at once, as described in our Privacy Policy, keeping only what the law requires us to keep. There is no need to write to support.",
        ],
      },
    ],
  },
  {
    slug: "portfolio-tips",
    title: "Portfolio Tips",
    summary:
      "Make your profile and portfolio work for you: headshots, showreels, credits and a bio that gets you called back.",
    sections: [
      {
        heading: "Lead with your best work",
        body: [
          "Casting teams and producers look at dozens of profiles a day. Put your strongest, most recent work first: the first four credits appear as Featured Work at the top of your profile.",
          "Quality beats quantity. Six well-chosen pieces that show range say more than thirty similar ones.",
        ],
      },
      {
        heading: "Headshots and stills",
        body: [
          "Actors should use a recent, well-lit headshot that looks like you do today, without heavy filters. Add one or two full-length photos and a few stills from productions.",
          "Crew members can show behind-the-scenes photos, frame grabs, storyboards or set designs: anything that shows how you work.",
        ],
      },
      {
        heading: "Showreels and video pitches",
        body: [
          "Keep a showreel short: 60 to 90 seconds for performers and about two minutes for cinematographers, editors and directors. Open with your best shot, because many viewers stop after the first 20 seconds.",
          "A Video Pitch is a short introduction in your own words. When you add one, visitors see a Watch Introduction button on your profile.",
        ],
      },
      {
        heading: "Credits, skills and bio",
        body: [
          "List each credit with the project title, your role and the year, and link it to the title in the Media Library where you can. Add the skills people search for, such as languages, dialects, dance forms, instruments, cameras or editing software.",
          "Write your bio in the first person and keep it specific: what you do, where you are based, the languages you work in and what you are looking for next. Update it whenever you finish a project.",
        ],
      },
    ],
  },
  {
    slug: "messaging",
    title: "Messaging",
    summary: "Start conversations with other professionals, reply to casting teams and keep your inbox safe.",
    sections: [
      {
        heading: "Start a conversation",
        body: [
          "Select Message on anyone's profile, or open Messages and choose New Message, search for the person by name and write your message. Be clear about who you are and why you are getting in touch: a short, specific first message gets far more replies.",
        ],
      },
      {
        heading: "Read and reply",
        body: [
          "Messages lists your conversations, newest first. Select one to read it and reply. On a phone, the conversation opens full screen; use the back button to return to the list.",
          "Only the two people in a conversation can read it.",
        ],
      },
      {
        heading: "Good practice",
        body: [
          "Keep discussions about roles, dates and pay in writing on Rangmanch so you both have a record. Share your phone number or personal email only when you are comfortable doing so.",
        ],
      },
      {
        heading: "Spam, scams and harassment",
        body: [
          "Never send money, bank details, identity documents or one-time passwords (OTPs) to someone you met through a message. If a message is abusive, asks for a fee or looks like a scam, stop replying and press Report in the conversation: choose a reason, add details if you like, and send. Profiles, jobs, auditions, projects and feed posts have the same Report button. Our team reviews every report and can remove postings and suspend accounts that break our Terms of Service.",
        ],
      },
    ],
  },
  {
    slug: "job-applications",
    title: "Job & Audition Applications",
    summary:
      "Search jobs and auditions, save the ones you like, apply before the deadline and spot fake postings.",
    sections: [
      {
        heading: "Find the right openings",
        body: [
          "On Jobs, search by title, company or description and narrow the list by job type, location, date posted, experience and pay. On Auditions, filter by location, online or in-person, pay, experience and gender. City Opportunities shows everything in one city at once.",
        ],
      },
      {
        heading: "Save for later",
        body: [
          "Select Save on a job, audition or project to add it to your favourites. Saved items appear under My Favorites on your profile, so you can come back to them before you apply.",
        ],
      },
      {
        heading: "Apply",
        body: [
          "Select Apply Now on a job or audition. Your profile is shared with the person who posted it, so make sure your details, photos and showreel are up to date before you apply.",
          "Watch the deadline badge: a posting that closes within seven days shows how many days are left, and one that closes today says Closing today. Late applications are rarely considered.",
          "Until the poster has seen your application you can change your note (Change your note, on the posting). While it waits for an answer you can withdraw it, and apply again while the posting is open. If the poster moves the date, the place or the pay, you get a notification saying what changed.",
        ],
      },
      {
        heading: "Online and in-person auditions",
        body: [
          "For an online audition, join from a quiet, well-lit room with a steady internet connection a few minutes early. For an in-person audition, check the venue, date and time in the posting and bring any sides or material the casting team asked for.",
        ],
      },
      {
        heading: "Spotting fake postings",
        body: [
          "Be careful with any posting that charges a fee to apply or audition, promises a guaranteed role, asks for personal documents before an audition, or moves the conversation to a private number straight away. Do not pay: press Report on the posting (you need to be signed in), and our team reviews it.",
        ],
      },
    ],
  },
];

export const HELP_FAQS: readonly HelpFaq[] = [
  {
    question: "Is Rangmanch free to use?",
    answer:
      "Yes. Creating a profile, browsing talent, applying for jobs and auditions and messaging other professionals are free. An optional Premium subscription adds more visibility, more job applications per month and analytics.",
  },
  {
    question: "How do I reset my password?",
    answer:
      "Choose Forgot password on the sign-in page and enter your email address. We send a reset link that works once and expires after 30 minutes; if you cannot find it, check your spam folder and send it again.",
  },
  {
    question: "Who can see my profile?",
    answer:
      "Your public profile (name, role, location, bio, credits and portfolio) can be seen by anyone, including casting directors and producers who are not signed in. Your email address, password and messages are never shown on your profile.",
  },
  {
    question: "How do I know a casting call is genuine?",
    answer:
      "Genuine casting calls never charge a fee to apply or audition. Be wary of postings that ask for money, identity documents or OTPs, or that promise a guaranteed role. Press Report on anything suspicious (on the posting, the profile or the conversation) and our team reviews it.",
  },
  {
    question: "How do I delete my account?",
    answer:
      "Sign in, open Account and go to Delete account: type DELETE, enter your password and press Delete my account. Your profile and personal data are deleted straight away, as described in our Privacy Policy; you do not need to contact support.",
  },
];

export function findHelpTopic(slug: string) {
  return HELP_TOPICS.find((topic) => topic.slug === slug);
}
