export default function ApplicationsPage() { return null; } // Placeholder: the staff pages' helper replaces it.
