import { CATEGORY_NAMES, type CategoryName } from "./category-names";

/**
 * The 24 talent categories from spec part 2, section 9, in its order.
 * `icon` is the name of a lucide-react icon component; every name here is a
 * primary export of lucide-react (present in its `icons` map, not only an alias).
 *
 * This list is the one place a category is edited: every start-up brings the
 * `categories` table in step with it (app/db/reference-data.server.ts, decision 026).
 */
export type CategoryDefinition = CategoryName & {
  icon: string;
  description: string;
  longDescription: string;
  skills: string[];
  imageUrl: string;
  /**
   * Career paths in the Indian industry, for the category page's Overview (3 to 5).
   * Optional only so that a category added elsewhere (a test's) may leave it out;
   * the page then shows general paths.
   */
  careers?: string[];
};

const imageFor = (slug: string) => `/images/categories/${slug}.svg`;

/** A category's slug and names, from the light list the shell uses (category-names.ts). */
function categoryNames(slug: string): CategoryName {
  const names = CATEGORY_NAMES.find((candidate) => candidate.slug === slug);
  if (!names) throw new Error(`No category named ${slug} in category-names.ts`);
  return names;
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    ...categoryNames("acting"),
    icon: "Drama",
    description:
      "Performers bringing characters to life across Indian films, television serials, OTT series and theatre.",
    longDescription:
      "Actors are the face of Indian storytelling, from Hindi and regional feature films to daily soaps, web series and stage productions. Work ranges from lead roles and character parts to ad films and dubbing, and casting increasingly happens through self-tapes and open auditions.",
    skills: [
      "Method Acting",
      "Improvisation",
      "Dialogue Delivery",
      "Camera Acting",
      "Voice Modulation",
      "Stage Presence",
    ],
    imageUrl: imageFor("acting"),
    careers: [
      "Lead and supporting roles in Hindi and regional films",
      "Series regular on an OTT original or TV serial",
      "Theatre company member and touring productions",
      "Ad film and brand campaign talent",
      "Dubbing and voice work for films released in several languages",
    ],
  },
  {
    ...categoryNames("directing"),
    icon: "Clapperboard",
    description:
      "Directors shaping the creative vision of feature films, OTT originals, TV shows and advertisements.",
    longDescription:
      "Directors lead a production's creative vision, guiding actors, cinematographers and editors from script to final cut. In India they work across mainstream features, independent cinema, episodic streaming content, music videos and the busy advertising industry.",
    skills: [
      "Shot Planning",
      "Actor Direction",
      "Script Breakdown",
      "Visual Storytelling",
      "Blocking",
      "Team Leadership",
    ],
    imageUrl: imageFor("directing"),
    careers: [
      "Feature film director",
      "Show director on an OTT series",
      "Ad film director with a production house",
      "Music video and branded content director",
      "Assistant or associate director on a feature",
    ],
  },
  {
    ...categoryNames("writing"),
    icon: "PenTool",
    description:
      "Screenwriters, dialogue writers and lyricists crafting stories for Indian cinema, television and streaming.",
    longDescription:
      "Writers create the screenplays, dialogues and lyrics that drive Indian entertainment. Demand has grown sharply with OTT platforms commissioning long-form series, and writers' rooms now sit alongside traditional solo screenwriting for films and television.",
    skills: [
      "Screenwriting",
      "Dialogue Writing",
      "Story Development",
      "Character Arcs",
      "Script Formatting",
      "Lyric Writing",
    ],
    imageUrl: imageFor("writing"),
    careers: [
      "Screenwriter for features",
      "Writers' room member on an OTT series",
      "Dialogue writer for Hindi and regional films",
      "Lyricist for film and independent music",
      "Head writer on a daily TV serial",
    ],
  },
  {
    ...categoryNames("producing"),
    icon: "Briefcase",
    description:
      "Producers financing, planning and delivering films, series and ad campaigns from pitch to release.",
    longDescription:
      "Producers bring projects to life by securing finance, assembling teams and managing schedules and budgets. Indian producers navigate studio deals, OTT commissions, co-productions and satellite and digital rights, and line producers keep shoots running day to day.",
    skills: [
      "Budgeting",
      "Scheduling",
      "Financing",
      "Rights Management",
      "Talent Negotiation",
      "Line Production",
    ],
    imageUrl: imageFor("producing"),
    careers: [
      "Line producer managing budgets and schedules",
      "Creative producer at an OTT platform or studio",
      "Executive producer for television",
      "Independent film producer raising finance and co-productions",
      "Ad film producer at a production house",
    ],
  },
  {
    ...categoryNames("cinematography"),
    icon: "Camera",
    description:
      "Directors of photography crafting the look and light of Indian films, series and commercials.",
    longDescription:
      "Cinematographers translate a director's vision into images through camera, lens and lighting choices. From large-scale song sequences to intimate streaming dramas and product commercials, Indian DOPs lead camera and grip teams on every kind of shoot.",
    skills: [
      "Camera Operation",
      "Lighting Design",
      "Lens Selection",
      "Framing & Composition",
      "Colour Grading",
      "Drone Cinematography",
    ],
    imageUrl: imageFor("cinematography"),
    careers: [
      "Director of photography on features and series",
      "Camera operator or focus puller",
      "Ad film and music video DoP",
      "Documentary cinematographer",
      "Drone and aerial camera specialist",
    ],
  },
  {
    ...categoryNames("editing"),
    icon: "Scissors",
    description:
      "Editors shaping footage into compelling stories for films, OTT series, trailers and advertisements.",
    longDescription:
      "Editors assemble raw footage into a finished story, setting rhythm, pace and emotion. Indian editors cut features, episodic series, trailers, promos and ad films, often working closely with directors through long post-production schedules.",
    skills: [
      "Adobe Premiere Pro",
      "DaVinci Resolve",
      "Avid Media Composer",
      "Story Pacing",
      "Trailer Cutting",
      "Colour Correction",
    ],
    imageUrl: imageFor("editing"),
    careers: [
      "Feature film editor",
      "Episodic editor on OTT series",
      "Promo and trailer editor",
      "Ad film and social content editor",
      "Assistant editor managing dailies and conform",
    ],
  },
  {
    ...categoryNames("music"),
    icon: "EighthNotes",
    description:
      "Composers, singers and musicians creating songs and background scores for Indian screen productions.",
    longDescription:
      "Music is central to Indian cinema, where songs often drive a film's popularity long before release. Composers, playback singers, instrumentalists and music producers create soundtracks and background scores for films, series, ads and independent releases.",
    skills: [
      "Music Composition",
      "Background Scoring",
      "Playback Singing",
      "Music Production",
      "Arrangement",
      "Indian Classical Music",
    ],
    imageUrl: imageFor("music"),
    careers: [
      "Film score composer and music director",
      "Playback singer",
      "Session musician for studio recordings",
      "Independent artist releasing on streaming platforms",
      "Jingle composer for advertising",
    ],
  },
  {
    ...categoryNames("sound-design"),
    icon: "AudioLines",
    description:
      "Sound designers building immersive soundscapes, effects and mixes for films, series and games.",
    longDescription:
      "Sound designers create the sonic world of a production, from ambience and Foley to effects that heighten drama. In India they work on theatrical releases mixed for Dolby Atmos, streaming series, animation and games.",
    skills: [
      "Foley",
      "Sound Effects Design",
      "Dolby Atmos Mixing",
      "Pro Tools",
      "Dialogue Editing",
      "Ambience Design",
    ],
    imageUrl: imageFor("sound-design"),
    careers: [
      "Sound designer for features and OTT series",
      "Foley artist",
      "Re-recording and mix engineer",
      "Game and interactive audio designer",
      "Post-production dialogue editor",
    ],
  },
  {
    ...categoryNames("production-design"),
    icon: "Palette",
    description: "Production designers creating the visual world, sets and locations of films and series.",
    longDescription:
      "Production designers define the overall look of a project, designing sets, choosing locations and guiding art departments. Their work spans period dramas built on studio floors in Mumbai and Hyderabad to contemporary OTT series shot on location.",
    skills: [
      "Set Design",
      "Concept Art",
      "Art Direction",
      "Location Scouting",
      "SketchUp",
      "Period Research",
    ],
    imageUrl: imageFor("production-design"),
    careers: [
      "Production designer on features and series",
      "Art director",
      "Set designer and draughtsperson",
      "Art director for ad films",
      "Concept artist for period and fantasy productions",
    ],
  },
  {
    ...categoryNames("costume"),
    icon: "Shirt",
    description:
      "Costume designers dressing characters for Indian films, period dramas, series and stage productions.",
    longDescription:
      "Costume designers build characters through clothing, researching eras, regions and textiles. Indian productions call for everything from contemporary styling to elaborate period and mythological costumes, often drawing on traditional weaves and embroidery.",
    skills: [
      "Costume Design",
      "Styling",
      "Period Costume Research",
      "Fabric Sourcing",
      "Pattern Making",
      "Wardrobe Continuity",
    ],
    imageUrl: imageFor("costume"),
    careers: [
      "Costume designer for films and series",
      "Costume supervisor on set",
      "Period costume researcher and maker",
      "Stylist for ad films and music videos",
      "Wardrobe assistant on a TV serial",
    ],
  },
  {
    ...categoryNames("makeup"),
    icon: "Brush",
    description:
      "Makeup and hair artists creating looks, ageing effects and prosthetics for screen and stage.",
    longDescription:
      "Makeup and hair artists create looks that suit characters, lighting and camera, from glamorous song sequences to realistic ageing and injuries. Prosthetics and special-effects makeup are in growing demand for Indian films and streaming series.",
    skills: [
      "Beauty Makeup",
      "Prosthetics",
      "Special Effects Makeup",
      "Hair Styling",
      "Ageing Makeup",
      "Continuity",
    ],
    imageUrl: imageFor("makeup"),
    careers: [
      "Makeup artist for films and television",
      "Prosthetics and special effects makeup artist",
      "Hair stylist on set",
      "Personal makeup artist to lead actors",
      "Bridal and fashion shoot makeup artist",
    ],
  },
  {
    ...categoryNames("vfx"),
    icon: "Sparkles",
    description:
      "VFX artists compositing, tracking and creating digital effects for Indian and global productions.",
    longDescription:
      "VFX artists add digital effects, set extensions and creatures that would be impossible to shoot. Studios in Mumbai, Hyderabad, Chennai and Bangalore deliver work for Indian blockbusters as well as international films and series.",
    skills: ["Compositing", "Nuke", "Rotoscoping", "Matchmoving", "Houdini", "Green Screen Keying"],
    imageUrl: imageFor("vfx"),
    careers: [
      "Compositor at a VFX studio",
      "VFX supervisor on set",
      "3D generalist and CG artist",
      "Matte painter",
      "Roto and paint artist",
    ],
  },
  {
    ...categoryNames("lighting"),
    icon: "Lightbulb",
    description:
      "Gaffers and lighting technicians lighting sets for films, television, live events and theatre.",
    longDescription:
      "Lighting crews, led by the gaffer, shape every frame by placing and controlling lights under the cinematographer's direction. They work on film sets, TV studios, live broadcasts, concerts and stage shows across India.",
    skills: [
      "Lighting Setups",
      "LED Lighting",
      "Power Distribution",
      "DMX Control",
      "Rigging",
      "Colour Temperature",
    ],
    imageUrl: imageFor("lighting"),
    careers: [
      "Gaffer leading the lighting crew",
      "Best boy and electrician",
      "Stage and concert lighting designer",
      "Lighting technician on ad films",
      "Theatre lighting designer",
    ],
  },
  {
    ...categoryNames("set-decoration"),
    icon: "Sofa",
    description: "Set decorators dressing sets with props, furniture and detail that make stories feel real.",
    longDescription:
      "Set decorators fill designed spaces with furniture, props and textures that reveal who lives there. Working with the production designer, they source and dress sets for films, serials, OTT shows and commercials.",
    skills: [
      "Set Dressing",
      "Prop Sourcing",
      "Interior Styling",
      "Budget Management",
      "Continuity",
      "Vendor Coordination",
    ],
    imageUrl: imageFor("set-decoration"),
    careers: [
      "Set decorator on features and series",
      "Prop master",
      "Set dresser",
      "Buyer and sourcing lead for the art department",
      "Set decorator for ad films and music videos",
    ],
  },
  {
    ...categoryNames("stunts"),
    icon: "Swords",
    description:
      "Stunt performers and action choreographers designing safe, spectacular action for Indian screens.",
    longDescription:
      "Stunt performers and action directors design and execute fights, falls, chases and wire work. Indian action cinema, especially in Hindi, Telugu and Tamil films, relies on skilled stunt teams trained in safety and choreography.",
    skills: [
      "Fight Choreography",
      "Wire Work",
      "High Falls",
      "Stunt Driving",
      "Martial Arts",
      "Safety Coordination",
    ],
    imageUrl: imageFor("stunts"),
    careers: [
      "Stunt performer for films and series",
      "Action and fight choreographer",
      "Stunt coordinator",
      "Stunt double for lead actors",
      "Rigging and wire-work specialist",
    ],
  },
  {
    ...categoryNames("voice-acting"),
    icon: "Mic",
    description:
      "Voice artists dubbing films, voicing animation, ads and audiobooks in Indian and global languages.",
    longDescription:
      "Voice artists lend their voices to dubbed films and series, animation, games, radio spots and audiobooks. Multilingual dubbing for pan-India releases and streaming platforms has made voice work one of the fastest-growing fields.",
    skills: [
      "Dubbing",
      "Lip Sync",
      "Character Voices",
      "Narration",
      "Multilingual Delivery",
      "Voice-over for Ads",
    ],
    imageUrl: imageFor("voice-acting"),
    careers: [
      "Dubbing artist for films and OTT releases",
      "Animation and game character voice",
      "Audiobook and podcast narrator",
      "Radio and TV commercial voice-over",
      "E-learning and corporate film narrator",
    ],
  },
  {
    ...categoryNames("casting"),
    icon: "Users",
    description:
      "Casting directors discovering the right faces for films, OTT series, television and advertisements.",
    longDescription:
      "Casting directors find and audition performers, balancing a director's vision with fresh talent. Independent casting offices in Mumbai and other hubs now cast everything from feature films and web series to ad films.",
    skills: [
      "Talent Scouting",
      "Audition Management",
      "Self-tape Review",
      "Actor Database Management",
      "Negotiation",
      "Script Analysis",
    ],
    imageUrl: imageFor("casting"),
    careers: [
      "Casting director",
      "Casting associate running auditions",
      "Talent coordinator for reality and non-fiction shows",
      "Casting for ad films and brand campaigns",
      "Background and junior artist coordinator",
    ],
  },
  {
    ...categoryNames("animation"),
    icon: "WandSparkles",
    description: "Animators creating 2D and 3D characters and worlds for films, series, games and ads.",
    longDescription:
      "Animators bring characters and worlds to life in 2D and 3D for children's television, feature films, games and advertising. India's animation studios produce original shows and work on international projects.",
    skills: ["2D Animation", "3D Animation", "Maya", "Blender", "Character Rigging", "Storyboarding"],
    imageUrl: imageFor("animation"),
    careers: [
      "2D or 3D animator at an animation studio",
      "Storyboard artist",
      "Character designer",
      "Motion graphics designer",
      "Rigging and technical animation artist",
    ],
  },
  {
    ...categoryNames("visual-effects"),
    icon: "Layers",
    description:
      "Visual effects teams planning and supervising CGI, simulations and digital environments for productions.",
    longDescription:
      "Visual effects supervisors and teams plan effects from pre-production, supervise on set and deliver CGI, simulations and digital environments in post. Large-scale Indian mythological and fantasy films have raised the bar for effects-driven storytelling.",
    skills: [
      "VFX Supervision",
      "CGI",
      "FX Simulation",
      "Digital Environments",
      "Previsualisation",
      "Pipeline Management",
    ],
    imageUrl: imageFor("visual-effects"),
    careers: [
      "VFX producer and coordinator",
      "FX artist for simulations",
      "Lighting and rendering artist",
      "Virtual production and LED volume technician",
      "VFX editor tracking shots through post",
    ],
  },
  {
    ...categoryNames("broadcasting"),
    icon: "Radio",
    description:
      "Anchors, presenters and broadcast crews working across Indian television, radio and live events.",
    longDescription:
      "Broadcasting covers news anchors, show hosts, radio jockeys and the crews behind live television. India's many channels, FM stations and streaming sports and events create steady demand for on-air and technical talent.",
    skills: [
      "Anchoring",
      "Live Presentation",
      "Teleprompter Reading",
      "Radio Jockeying",
      "Interviewing",
      "Scriptwriting for Broadcast",
    ],
    imageUrl: imageFor("broadcasting"),
    careers: [
      "News anchor or presenter",
      "Radio jockey",
      "Television producer for news and live events",
      "Sports commentator",
      "Broadcast engineer and control room operator",
    ],
  },
  {
    ...categoryNames("dance"),
    icon: "Footprints",
    description:
      "Dancers and choreographers creating song sequences, stage shows and music videos across India.",
    longDescription:
      "Dance is woven into Indian screen entertainment, from big song-and-dance numbers to reality shows and music videos. Choreographers and dancers blend classical forms like Kathak and Bharatanatyam with Bollywood, hip-hop and contemporary styles.",
    skills: ["Choreography", "Bollywood Dance", "Kathak", "Bharatanatyam", "Hip-hop", "Contemporary Dance"],
    imageUrl: imageFor("dance"),
    careers: [
      "Film and music video dancer",
      "Choreographer for songs and stage shows",
      "Classical dance performer and teacher",
      "Assistant choreographer",
      "Dancer for live events and tours",
    ],
  },
  {
    ...categoryNames("audio-engineering"),
    icon: "SlidersHorizontal",
    description: "Audio engineers recording, mixing and mastering music and dialogue for screen and stage.",
    longDescription:
      "Audio engineers capture and polish sound in studios and on location, recording songs, dubbing sessions and live shows. They handle recording, mixing and mastering for film soundtracks, series, podcasts and independent music.",
    skills: ["Recording", "Mixing", "Mastering", "Location Sound", "Pro Tools", "Live Sound"],
    imageUrl: imageFor("audio-engineering"),
    careers: [
      "Recording engineer in a music studio",
      "Mixing and mastering engineer",
      "Live sound engineer for concerts and events",
      "Location sound recordist",
      "Broadcast audio engineer",
    ],
  },
  {
    ...categoryNames("videography"),
    icon: "Video",
    description:
      "Videographers shooting events, documentaries, branded content and social video across India.",
    longDescription:
      "Videographers shoot weddings, events, documentaries, corporate films and content for social media and digital brands. Many run small crews and handle shooting and editing end to end for fast-turnaround projects.",
    skills: [
      "Event Videography",
      "Gimbal Operation",
      "Documentary Shooting",
      "Drone Operation",
      "Social Media Video",
      "Basic Editing",
    ],
    imageUrl: imageFor("videography"),
    careers: [
      "Wedding and event videographer",
      "Corporate and brand videographer",
      "Content creator's shooter and editor",
      "Documentary videographer",
      "Live streaming and multi-camera operator",
    ],
  },
  {
    ...categoryNames("media-production"),
    icon: "Film",
    description:
      "Media production professionals coordinating content for digital platforms, brands, television and events.",
    longDescription:
      "Media production brings together coordinators, assistant directors and production managers who keep content moving. They deliver digital series, branded content, corporate films and television programming on time and on budget.",
    skills: [
      "Production Coordination",
      "Content Strategy",
      "Assistant Directing",
      "Call Sheets",
      "Post-production Workflow",
      "Vendor Management",
    ],
    imageUrl: imageFor("media-production"),
    careers: [
      "Production manager",
      "Production coordinator",
      "Content producer for digital platforms",
      "Post-production supervisor",
      "Location manager",
    ],
  },
];

export const CATEGORY_SLUGS: readonly string[] = CATEGORIES.map((category) => category.slug);

export function getCategory(slug: string): CategoryDefinition | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

/** The registration form reads "Submitting..." at least this long (spec part 2, section 9: 1.5 s). */
export const REGISTRATION_SUBMIT_MS = 1500;
