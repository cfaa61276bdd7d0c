/**
 * The passages of the company pages (./documents.ts gathers every page): contact and offices,
 * about, press, careers, and the other pages whose words live in content/*.ts.
 */
import { slugify } from "../../../common/slug";
import { aboutCulture, aboutStory, leadership, missionVisionValues, timeline } from "../../../content/about";
import { blogHero, changelogHero } from "../../../content/blog";
import { careersBenefits, careersCulture, careersEmail, careersIntro, hiringSteps } from "../../../content/careers";
import { company } from "../../../content/company";
import { browserStorage } from "../../../content/cookies";
import { privacyEmail } from "../../../content/data-rights";
import { documentationId, gettingStartedSteps, helpContacts, helpPath } from "../../../content/help";
import { heroSubtitle, homeSectionIntros } from "../../../content/home";
import { offices } from "../../../content/offices";
import { pressBoilerplate, pressContact, pressFacts } from "../../../content/press";
import { productDemos, successStories } from "../../../content/product-tour";

import { type AssistantDocument, sentences } from "./assistant-document";

export function companyDocuments(): AssistantDocument[] {
  const officeCities = offices.map((office) => office.city).join(", ");
  return [
    {
      id: "contact",
      source: "content",
      title: "Contact Aster",
      keywords: "Email, phone number, business hours, offices, sales",
      body: sentences([
        `Write to ${company.email}, or to ${company.salesEmail} about plans and pricing.`,
        `Call ${company.phone}.`,
        `Business hours are ${company.businessHours} India Standard Time.`,
        `Our offices are in ${officeCities}; the contact page lists each address and phone number.`,
        "The contact form reaches our team, who reply by email.",
      ]),
      url: "/contact",
    },
    {
      id: "contact#offices",
      source: "content",
      title: "Our offices in India and Dubai",
      keywords: offices.map((office) => office.name).join(", "),
      body: sentences(offices.map((office) => `${office.name}: ${office.address}, phone ${office.phone}`)),
      url: "/contact#offices",
    },
    ...offices.map((office) => ({
      id: `contact#offices/${office.id}`,
      source: "content" as const,
      title: `${office.name} office`,
      keywords: `${office.city}, ${office.country}, address, office`,
      body: sentences([`${office.address}`, `Phone ${office.phone}, email ${office.email}`]),
      url: "/contact#offices",
    })),
    {
      id: "about#about-story",
      source: "content",
      title: aboutStory.title,
      keywords: `About ${company.name}, company story, founded ${company.founded}, ${company.headquarters}`,
      body: sentences([company.description, ...aboutStory.paragraphs]),
      url: "/about#about-story",
    },
    {
      id: "about#about-mission",
      source: "content",
      title: "Mission, vision and values",
      keywords: missionVisionValues.values.map((value) => value.title).join(", "),
      body: sentences([
        `${missionVisionValues.mission.title}: ${missionVisionValues.mission.text}`,
        `${missionVisionValues.vision.title}: ${missionVisionValues.vision.text}`,
        ...missionVisionValues.values.map((value) => `${value.title}: ${value.text}`),
      ]),
      url: "/about#about-mission",
    },
    {
      id: "about#about-timeline",
      source: "content",
      title: "Our history",
      keywords: "Timeline, history, milestones",
      body: sentences(timeline.map((entry) => `${entry.year}, ${entry.title}: ${entry.text}`)),
      url: "/about#about-timeline",
    },
    {
      id: "about#about-leadership",
      source: "content",
      title: "Leadership team",
      keywords: "Founders, leadership, management",
      body: sentences(leadership.map((leader) => `${leader.name}, ${leader.role}: ${leader.bio}`)),
      url: "/about#about-leadership",
    },
    {
      id: "about#about-culture",
      source: "content",
      title: "How we work",
      keywords: aboutCulture.map((card) => card.title).join(", "),
      body: sentences(aboutCulture.map((card) => `${card.title}: ${card.text}`)),
      url: "/about#about-culture",
    },
    {
      id: "press",
      source: "content",
      title: "Press and media",
      keywords: "Press kit, media, logo, company facts, journalists",
      body: sentences([
        pressBoilerplate.text,
        ...pressFacts.map((fact) => `${fact.label}: ${fact.value}`),
        pressContact.text,
      ]),
      url: "/press",
    },
  ];
}

export function careersDocuments(): AssistantDocument[] {
  return [
    {
      id: "careers",
      source: "content",
      title: `Careers at ${company.name}: ${careersIntro.title}`,
      keywords: "Jobs, careers, open positions, working at Aster",
      body: sentences([careersIntro.text, `Send applications and questions about roles to ${careersEmail}.`]),
      url: "/careers",
    },
    {
      id: "careers#benefits",
      source: "content",
      title: "Benefits of working at Aster",
      keywords: careersBenefits.map((card) => card.title).join(", "),
      body: sentences(careersBenefits.map((card) => `${card.title}: ${card.text}`)),
      url: "/careers#benefits",
    },
    {
      id: "careers#culture",
      source: "content",
      title: "How we work together",
      keywords: careersCulture.map((card) => card.title).join(", "),
      body: sentences(careersCulture.map((card) => `${card.title}: ${card.text}`)),
      url: "/careers#culture",
    },
    {
      id: "careers#hiring",
      source: "content",
      title: "What happens after you apply",
      keywords: "Hiring process, interview, application",
      body: sentences(hiringSteps.map((step) => `${step.title}: ${step.text}`)),
      url: "/careers#hiring",
    },
  ];
}

export function otherPageDocuments(): AssistantDocument[] {
  return [
    // The pages themselves, for questions about them rather than about one passage: "what is
    // Aster HRMS", "do you have a blog", "what's new". Their text is the page's own heading.
    {
      id: "home",
      source: "content",
      title: `${company.product}: ${company.tagline}`,
      keywords: "About the product, what it does, overview, cloud HR management system",
      body: sentences([company.description, heroSubtitle, homeSectionIntros.stats.intro]),
      url: "/",
    },
    {
      id: "blog",
      source: "content",
      title: `${blogHero.eyebrow}: ${blogHero.title}`,
      keywords: "Blog, articles, guides",
      body: blogHero.intro,
      url: "/blog",
    },
    {
      id: "changelog",
      source: "content",
      title: `${changelogHero.eyebrow}: ${changelogHero.title}`,
      keywords: "Changelog, release notes, what is new, releases",
      body: changelogHero.intro,
      url: "/changelog",
    },
    {
      id: "schedule-demo",
      source: "content",
      title: "Schedule a demo",
      keywords: "Book a demo, live demo, walkthrough, talk to sales",
      body: sentences([
        "Book a free, personal demo of Aster HRMS: choose a date and time that suits you, confirm your email, and a " +
          "product specialist walks your team through attendance, leave, payroll and the employee app.",
        "Bring your questions about your own policies and salary structures.",
      ]),
      url: "/schedule-demo",
    },
    {
      id: "product-tour",
      source: "content",
      title: "Product tour and video demos",
      keywords: productDemos.map((demo) => demo.title).join(", "),
      body: sentences(productDemos.map((demo) => `${demo.title}: ${demo.description}`)),
      url: "/product-tour",
    },
    {
      id: "product-tour#success-stories",
      source: "content",
      title: "Customer stories",
      keywords: "Customers, case studies, clients, success stories",
      // Who the customers are, not what they said: each story is a passage of its own.
      body: sentences(successStories.map((story) => `${story.company}, ${story.industry}`)),
      url: "/product-tour#success-stories",
    },
    ...successStories.map((story) => ({
      id: `product-tour#story/${slugify(story.company)}`,
      source: "content" as const,
      title: `Customer story: ${story.company}`,
      keywords: `${story.industry}, customer, case study`,
      body: sentences([story.quote, ...story.metrics.map((metric) => `${metric.value} ${metric.label}`)]),
      url: "/product-tour#success-stories",
    })),
    {
      id: "cookies#browser-storage/list",
      source: "content",
      title: "What this website keeps in your browser",
      keywords: "Cookies, local storage, session storage",
      body: sentences(browserStorage.map((entry) => `${entry.key}: ${entry.holds} ${entry.purpose} ${entry.lasts}`)),
      url: "/cookies#browser-storage",
    },
    // /help gathers every FAQ of the site, which are indexed on their own pages; only what /help
    // alone says is indexed here: the getting-started guide and where to get help.
    {
      id: "help#documentation",
      source: "content",
      // Not "getting started": "started" is a synonym of "founded" (synonyms.ts).
      title: "Setting up Aster: a guide for new customers",
      keywords: `Documentation, setup guide, ${gettingStartedSteps.map((step) => step.title).join(", ")}`,
      body: sentences(gettingStartedSteps.map((step) => `${step.title}: ${step.text}`)),
      url: `${helpPath}#${documentationId}`,
    },
    {
      id: "help#contacts",
      source: "content",
      title: helpContacts.title,
      keywords: "Help Center, support, customer support",
      body: helpContacts.text,
      url: helpPath,
    },
    {
      id: "gdpr#contact",
      source: "content",
      title: "Privacy requests: access, correction and deletion",
      keywords: "GDPR, DPDP Act, data subject rights, privacy request",
      body: sentences([
        "You can ask to see, correct or delete the personal data we hold about you with the request form on the " +
          "data rights page.",
        `You can also write to ${privacyEmail}.`,
      ]),
      url: "/gdpr#request-form",
    },
  ];
}
