const w = ["яблоко", "Банан", "апельсин", "ёж", "Ель", "еда", "Жук", "αλφα", "Βήτα", "γάμμα", "Ωμέγα", "σοφός", "Σ", "ς", "zeta", "Zebra", "日本", "中国", "ä", "Ä", "Ёлка", "ель", "Άλφα", "άλφα", "ΐ"];
console.log([...w].sort((a, b) => a.localeCompare(b)).join(" "));
console.log([...w].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })).join(" "));
console.log([...w].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "accent" })).join(" "));
console.log("е".localeCompare("ё"), "е".localeCompare("ё", "en", { sensitivity: "base" }), "σ".localeCompare("ς"), "σ".localeCompare("Σ"), "ά".localeCompare("α", "en", { sensitivity: "base" }), "ά".localeCompare("α"), "Ж".localeCompare("ж"), "Ж".localeCompare("ж", "en", { sensitivity: "accent" }));
