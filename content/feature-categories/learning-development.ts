import type { FeatureCategory } from "../types";

/** Learning & Development: its card and four features on /features (its page: content/feature-pages/learning-development.ts). */
export const learningDevelopment: FeatureCategory = {
  name: "Learning & Development",
  description: "Courses, training sessions, skill records and a knowledge base, tied to each employee's profile.",
  icon: "graduation-cap",
  color: "teal",
  features: [
    {
      title: "Learning Management System",
      description:
        "Build courses from videos, documents and quizzes, assign them by role or department, and track who has " +
        "finished.",
      highlights: ["Course builder", "Quizzes and assessments", "Role-based assignment", "Completion tracking"],
    },
    {
      title: "Training Programs",
      description:
        "Schedule classroom and online sessions, manage nominations and attendance, and collect feedback after " +
        "each session.",
      highlights: ["Session scheduling", "Nominations and approvals", "Training attendance", "Feedback forms"],
    },
    {
      title: "Skill Development",
      description:
        "Map the skills each role needs, record each employee's level, and see gaps before appraisals and " +
        "promotions.",
      highlights: ["Team skill matrix", "Skill gap analysis", "Suggested courses", "Certification records"],
    },
    {
      title: "Knowledge Base",
      description:
        "Keep policies, SOPs and how-to guides in one searchable library that the AI assistant also uses to answer " +
        "questions.",
      highlights: ["Searchable articles", "Policy documents", "Version history", "Feeds the AI assistant"],
    },
  ],
};
