/** The text of the four legal pages. Titles come from LEGAL_PAGES so the footer and the pages agree. */
import { LEGAL_PAGES } from "~/constants/navigation";
import { SITE } from "~/constants/site";

export type LegalSlug = (typeof LEGAL_PAGES)[number]["slug"];

export type LegalSection = { id: string; heading: string; body: string[] };

export type LegalDocument = {
  slug: LegalSlug;
  title: string;
  summary: string;
  sections: LegalSection[];
};

/** Spec part 2, section 9: how fast we answer complaints. */
export const COMPLAINTS_POLICY = {
  acknowledgeWithinHours: 48,
  resolveWithinBusinessDays: 10,
} as const;

/** The grievance officer the IT Rules 2021 and the DPDP Act 2023 require us to publish. */
export const GRIEVANCE_OFFICER = {
  title: "Grievance Officer",
  email: "grievance@rangmanch.in",
} as const;

const STREET_ADDRESS = [
  SITE.address.line1,
  SITE.address.city,
  SITE.address.region,
  SITE.address.country,
].join(", ");

export const POSTAL_ADDRESS = `${SITE.name}, ${STREET_ADDRESS}`;

const CONTACT_LINE = `You can write to us at ${SITE.email}, call ${SITE.phone} (${SITE.contactHours}), or send post to ${POSTAL_ADDRESS}.`;

const GRIEVANCE_LINE = `Our ${GRIEVANCE_OFFICER.title} can be reached at ${GRIEVANCE_OFFICER.email} or by post at ${POSTAL_ADDRESS}, marked "For the attention of the Grievance Officer".`;

type LegalText = Omit<LegalDocument, "slug" | "title">;

const CONTENT: Record<LegalSlug, LegalText> = {
  terms: {
    summary: `These terms are the agreement between you and ${SITE.name} for using our website and services. Please read them before you create an account.`,
    sections: [
      {
        id: "about",
        heading: "About these terms",
        body: [
          `${SITE.name} ("we", "us") runs an online network for entertainment professionals in India, based in ${SITE.address.city}, ${SITE.address.region}. By creating an account or using the service you agree to these Terms of Service, our Privacy Policy, our Cookie Policy and our Complaints Policy.`,
          "If you use Rangmanch on behalf of a production house, agency or brand, you confirm that you are authorised to accept these terms for it.",
        ],
      },
      {
        id: "eligibility",
        heading: "Who can use Rangmanch",
        body: [
          "You must be at least 18 years old to create an account. A profile for a child performer must be created and managed by the child's parent or legal guardian, who gives consent on the child's behalf and is responsible for every communication about the child's work.",
          "You may hold one personal account. You may not create an account for someone else without their permission, or use an account we have suspended.",
        ],
      },
      {
        id: "account",
        heading: "Your account",
        body: [
          "Give us accurate information and keep it up to date. Keep your password to yourself and tell us straight away if you think someone else has used your account. You are responsible for what happens under your account.",
        ],
      },
      {
        id: "content",
        heading: "Your content",
        body: [
          "You keep ownership of everything you post: your profile, photos, showreels, credits, postings and messages. You give us a non-exclusive, royalty-free licence to host, store, copy, display and distribute that content only as needed to run, promote and improve Rangmanch. The licence ends when you delete the content or your account, except for copies others have already received (for example, a message you sent).",
          "You confirm that you have the rights to everything you post, including the consent of people who appear in your photos and videos, and that it does not infringe anyone's copyright, trademark, privacy or other rights.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        body: [
          "Do not post fake or misleading casting calls, jobs or projects; do not ask anyone for a fee to apply, audition or be cast; and do not ask for identity documents, bank details or one-time passwords through the service.",
          "Do not harass, threaten, stalk or discriminate against anyone; do not impersonate another person or organisation; do not post content that is obscene, defamatory, invasive of privacy, harmful to children, or otherwise unlawful under Indian law, including the content described in Rule 3(1)(b) of the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021.",
          "Do not send spam, scrape or copy data from the service in bulk, try to get around our security or rate limits, or interfere with how the service works.",
        ],
      },
      {
        id: "opportunities",
        heading: "Jobs, auditions and collaborations",
        body: [
          "Rangmanch is a platform that lets people find each other. We are not an employer, casting agency or talent agent, and we are not a party to any agreement you make with another member. We do not guarantee that any posting will lead to work or that any member is who they say they are.",
          "People who post opportunities are responsible for the accuracy of their postings and for complying with the law, including labour, payment, tax and child-performer rules. Check the details yourself before you travel, sign or share personal information.",
        ],
      },
      {
        id: "premium",
        heading: "Premium subscriptions",
        body: [
          "Premium plans are shown on the subscription page. Online payment is not available yet; when it is, plans will be billed in advance for each monthly or annual period, start with a 7-day free trial, and can be cancelled at any time, with access continuing until the end of the period already paid for. Prices may be subject to applicable taxes such as GST.",
        ],
      },
      {
        id: "suspension",
        heading: "Suspension and closing accounts",
        body: [
          "You can close your account at any time by contacting support. We may remove content, limit features or suspend or close an account that breaks these terms or the law, or that puts other members at risk. Where we can, we will tell you why and give you a chance to respond.",
        ],
      },
      {
        id: "liability",
        heading: "Disclaimers and liability",
        body: [
          'We work to keep Rangmanch available, accurate and secure, but the service is provided "as is" and "as available". To the extent the law allows, we are not liable for indirect or consequential losses, for lost work or earnings, or for the acts of other members, and our total liability to you is limited to the amount you have paid us in the 12 months before the claim.',
          "Nothing in these terms limits any liability that cannot be limited under Indian law.",
        ],
      },
      {
        id: "law",
        heading: "Governing law and disputes",
        body: [
          `These terms are governed by the laws of India. Before going to court, please raise any problem through our Complaints Policy so we can try to resolve it. Subject to that, the courts at ${SITE.address.city}, Telangana, have jurisdiction.`,
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        body: [
          "We may update these terms as the service and the law change. We will tell you about significant changes by email or on the site before they take effect. The date at the top of this page shows the current version.",
        ],
      },
      { id: "contact", heading: "Contact us", body: [CONTACT_LINE] },
    ],
  },

  privacy: {
    summary:
      "How Rangmanch collects, uses, shares and protects your personal data, and the rights you have under the Digital Personal Data Protection Act, 2023.",
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        body: [
          `${SITE.name}, of ${STREET_ADDRESS}, decides why and how your personal data is processed on this service, and is the Data Fiduciary for it under the Digital Personal Data Protection Act, 2023 (the "DPDP Act").`,
        ],
      },
      {
        id: "what-we-collect",
        heading: "What we collect",
        body: [
          "Account data: your name, email address and a securely hashed version of your password, or the basic profile details a sign-in provider such as Google shares with us when you choose to use it.",
          "Profile and content: what you choose to add to your profile (photo, role, city, bio, skills, languages, credits, education, awards, portfolio and links), and the jobs, auditions, projects, posts, messages and applications you create.",
          "Usage and device data: pages visited, actions taken, approximate location derived from your IP address, browser and device type, and error reports, which we use to keep the service working and secure.",
          "Messages you send us through the contact form, feedback form or email, and your newsletter subscription if you sign up for it.",
        ],
      },
      {
        id: "how-we-use",
        heading: "How we use it",
        body: [
          "To run the service: creating your account, showing your profile, delivering your messages and applications, and showing you relevant opportunities.",
          "To keep members safe: preventing fraud, fake casting calls, spam and abuse, and securing accounts.",
          "To talk to you: service emails (such as verification and password reset), replies to your questions and, only if you subscribe, our newsletter.",
          "To improve Rangmanch and to comply with the law, including lawful requests from authorities.",
        ],
      },
      {
        id: "consent",
        heading: "Consent and legitimate uses",
        body: [
          "We process your personal data on the basis of the consent you give when you create an account or use a feature, and for the legitimate uses the DPDP Act allows, such as complying with a law or a court order. You can withdraw your consent at any time; doing so does not affect processing that already happened, but we may no longer be able to provide the parts of the service that depend on it.",
        ],
      },
      {
        id: "sharing",
        heading: "Who can see your data",
        body: [
          "Your public profile can be seen by anyone, including people who are not signed in. When you apply for a job or audition, the person who posted it can see your profile and application. Messages can be read only by the people in the conversation.",
          "We use carefully chosen service providers (Data Processors) for hosting, email delivery and security, under contracts that let them use your data only on our instructions. We disclose data to government agencies or courts only when the law requires it.",
          "We do not sell your personal data.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        body: [
          "We keep your personal data while your account is open. When you close your account or withdraw consent, we delete it within a reasonable time unless we must keep it longer by law; for example, the IT Rules 2021 require us to keep registration information for 180 days after an account is closed.",
        ],
      },
      {
        id: "security",
        heading: "How we protect it",
        body: [
          "Passwords are stored only as one-way hashes, connections to the site are encrypted, and access to personal data is limited to the people who need it. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected as the DPDP Act requires.",
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        body: [
          "Under the DPDP Act you can ask us for a summary of the personal data we hold about you and how we process it; ask us to correct, complete, update or erase it; nominate someone to exercise your rights if you die or become unable to; and have your grievances about our processing addressed.",
          `Most profile details can be edited directly on your profile. For anything else, write to our ${GRIEVANCE_OFFICER.title} at ${GRIEVANCE_OFFICER.email}. We may ask you to confirm your identity first.`,
          "If you are not satisfied with our response, you can complain to the Data Protection Board of India after using our grievance process.",
        ],
      },
      {
        id: "children",
        heading: "Children",
        body: [
          "Accounts are for adults. A child performer's profile may only be created by a parent or legal guardian, whose verifiable consent we rely on. We do not track or monitor the behaviour of children or direct targeted advertising at them.",
        ],
      },
      {
        id: "grievance-officer",
        heading: "Grievance Officer",
        body: [
          `In line with the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 and the DPDP Act, we have appointed a ${GRIEVANCE_OFFICER.title} to handle complaints about personal data and content on Rangmanch. ${GRIEVANCE_LINE}`,
          "How complaints are handled, and how quickly, is set out in our Complaints Policy.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        body: [
          "We will update this policy when our practices or the law change, and tell you about significant changes by email or on the site. The date at the top of this page shows the current version.",
        ],
      },
    ],
  },

  cookies: {
    summary: "Which cookies and similar browser storage Rangmanch uses, why, and how you can control them.",
    sections: [
      {
        id: "what-are-cookies",
        heading: "What cookies are",
        body: [
          "Cookies are small text files a website stores in your browser. Similar technologies, such as your browser's local storage, work in much the same way. We use both only for the purposes below.",
        ],
      },
      {
        id: "essential",
        heading: "Essential cookies",
        body: [
          "These keep the service working and secure, and cannot be switched off in our systems: a session cookie that keeps you signed in, security cookies that protect forms and sign-in against misuse, and a cookie that remembers whether you chose the light or dark theme, so pages load in the right theme.",
        ],
      },
      {
        id: "local-storage",
        heading: "Local storage",
        body: [
          "If you save favourites before signing in, we keep them in your browser's local storage so they are still there when you come back, and add them to your account when you sign in. Nothing in local storage is sent to other websites.",
        ],
      },
      {
        id: "no-tracking",
        heading: "No advertising or third-party tracking cookies",
        body: [
          "We do not use advertising cookies or third-party tracking cookies, and we do not let advertisers place cookies through Rangmanch. If we ever want to use analytics or other non-essential cookies, we will ask for your consent first and update this policy.",
        ],
      },
      {
        id: "control",
        heading: "Managing cookies",
        body: [
          "You can view and delete cookies, or block them, in your browser's settings. If you block essential cookies you will not be able to sign in, and your theme choice will not be remembered.",
        ],
      },
      { id: "contact", heading: "Questions", body: [CONTACT_LINE] },
    ],
  },

  complaints: {
    summary: `How to raise a complaint with ${SITE.name}, what happens next and how quickly: we acknowledge every complaint within ${COMPLAINTS_POLICY.acknowledgeWithinHours} hours and aim to resolve it within ${COMPLAINTS_POLICY.resolveWithinBusinessDays} business days.`,
    sections: [
      {
        id: "what-you-can-raise",
        heading: "What you can complain about",
        body: [
          "Anything that goes wrong on Rangmanch: fake or misleading casting calls and jobs, requests for money, harassment or abusive messages, impersonation, content that breaks our Terms of Service or the law, use of your photos or work without permission, how we handle your personal data, or a problem with our own service.",
        ],
      },
      {
        id: "how-to-complain",
        heading: "How to make a complaint",
        body: [
          `Use our contact page, or email ${SITE.email}. For complaints about content or personal data you can also write directly to our ${GRIEVANCE_OFFICER.title} at ${GRIEVANCE_OFFICER.email}.`,
          "Please tell us your name and how to reach you, the link to the profile, posting, message or content concerned, what happened and when, any screenshots or other evidence, and what you would like us to do.",
        ],
      },
      {
        id: "what-happens-next",
        heading: "What happens next",
        body: [
          `We acknowledge every complaint within ${COMPLAINTS_POLICY.acknowledgeWithinHours} hours and give you a reference number.`,
          "We look into it, which may include reviewing the content, asking you for more information and hearing from the other person involved. While we investigate, we may hide content or limit an account to protect members.",
          `We aim to resolve every complaint within ${COMPLAINTS_POLICY.resolveWithinBusinessDays} business days and tell you what we decided and why. If a complaint needs longer, we tell you the reason and when to expect an answer.`,
        ],
      },
      {
        id: "it-rules",
        heading: "Complaints under the IT Rules 2021",
        body: [
          "Where your complaint is a grievance under the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, the Rules' timelines apply as well: the Grievance Officer acknowledges it within 24 hours and resolves it within 15 days, and a request to remove most kinds of content listed in Rule 3(1)(b) is resolved within 72 hours.",
          "If content shows you in a state of nudity or a sexual act, exposes your private area, or impersonates you, report it to the Grievance Officer and we will act to remove or disable access to it within 24 hours.",
          GRIEVANCE_LINE,
        ],
      },
      {
        id: "urgent",
        heading: "If you are in danger or have lost money",
        body: [
          "If someone threatens your safety, call the police on 112. If you have been defrauded, report it at once on the National Cyber Crime Reporting Portal (cybercrime.gov.in) or the cyber fraud helpline 1930, then tell us so we can act on the account involved.",
        ],
      },
      {
        id: "not-satisfied",
        heading: "If you are not satisfied",
        body: [
          "Reply to our decision and ask for a review; a senior member of the team who was not involved will look at it again.",
          "You can also appeal a decision of our Grievance Officer to the Grievance Appellate Committee set up under the IT Rules 2021 within 30 days, and complaints about personal data can be taken to the Data Protection Board of India under the Digital Personal Data Protection Act, 2023.",
        ],
      },
      { id: "contact", heading: "Contact us", body: [CONTACT_LINE] },
    ],
  },
};

export function findLegalPage(slug: string): LegalDocument | undefined {
  const page = LEGAL_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) return undefined;
  return { slug: page.slug, title: page.title, ...CONTENT[page.slug] };
}
