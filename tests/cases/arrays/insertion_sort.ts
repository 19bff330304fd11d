// Insertion sort and selection sort by hand with index loops.
function insertionSort(a: number[]): number[] {
  for (let i = 1; i < a.length; i++) {
    const key = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > key) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
  return a;
}

function selectionSort(a: string[]): void {
  for (let i = 0; i < a.length - 1; i++) {
    let min = i;
    for (let j = i + 1; j < a.length; j++) {
      if (a[j] < a[min]) min = j;
    }
    if (min !== i) {
      const t = a[i];
      a[i] = a[min];
      a[min] = t;
    }
  }
}

const nums = [5, 2, 9, 1, 5, 6, -3, 0.5, 100, 42];
const sorted = insertionSort(nums);
console.log(sorted.join(" "));
console.log(sorted === nums);
const words = ["pear", "apple", "fig", "banana", "Cherry", "date"];
selectionSort(words);
console.log(words.join(","));
const empty: number[] = [];
console.log(insertionSort(empty).length, "[" + insertionSort([7]).join() + "]");
