// The `macmahon` verbs called as a library (report/macmahon.hpp): the documents' JSON keys (a
// contract with users' scripts and with the Python and browser front ends), the request field
// named by each bad value, and figures only on request.
#include "report/macmahon.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "macmahon/names.hpp"
#include "report/verbs.hpp"

#include "report_test_support.hpp"

using namespace cw;
using namespace cw::report;
using namespace cw::report::testing;

namespace {
const char* kConway = "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb";  // builds Ba with interior faces matching

// The stdout of a golden CLI case (the repository's data/ sits beside tests/).
std::string golden(const std::string& name) {
  const auto path = std::filesystem::path(CUBEWORKS_DATA_DIR).parent_path() / "tests" / "cli" / "golden" / name;
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}
}  // namespace

TEST(ReportMacMahon, SolveDocument) {
  const Document d = macmahon_solve({"Ba", kConway, true, false});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"target", "cubes", "interior", "solution_number", "arrangements"}));
  EXPECT_EQ(d.json["solution_number"], 2);
  EXPECT_EQ(keys(d.json["arrangements"][0]["cells"][0]),
            (std::vector<std::string>{"cell", "position", "cube", "rotation", "up", "front", "colouring"}));
  EXPECT_TRUE(d.figures.empty());
  EXPECT_NE(d.text.find("solution number  2\n"), std::string::npos);
  // The same document as `cubeworks macmahon solve ... --json`.
  EXPECT_EQ(d.json.dump(2) + "\n", golden("macmahon_solve/02_conway_interior_json.out"));
}

TEST(ReportMacMahon, SolveDrawsOnlyWhenAsked) {
  const Document d = macmahon_solve({"Ba", kConway, true, true});
  ASSERT_EQ(d.figures.size(), 1u);
  EXPECT_EQ(d.figures[0].file, "macmahon_Ba_interior.svg");
  EXPECT_EQ(d.figures[0].svg.rfind("<svg", 0), 0u);
  EXPECT_NE(d.figures[0].caption.find("arrangement 1 of 2"), std::string::npos);
  EXPECT_EQ(d.json, macmahon_solve({"Ba", kConway, true, false}).json);
  try {
    macmahon_solve({"Ab", kConway, false, true});
    ADD_FAILURE() << "drew an arrangement that does not exist";
  } catch (const RunError& e) {
    EXPECT_STREQ(e.what(), "no arrangement to draw: the solution number is 0");
  }
}

TEST(ReportMacMahon, SolveDrawsIfAnyWithoutFailing) {
  MacMahonSolveRequest request{"Ba", kConway, true};
  request.draw_if_any = true;  // what Python asks for
  const Document d = macmahon_solve(request);
  ASSERT_EQ(d.figures.size(), 1u);
  EXPECT_EQ(d.figures[0].svg, macmahon_solve({"Ba", kConway, true, true}).figures[0].svg);
  request.target = "Ab";
  request.interior = false;
  const Document none = macmahon_solve(request);
  EXPECT_EQ(none.json["solution_number"], 0);
  EXPECT_TRUE(none.figures.empty());
}

TEST(ReportMacMahon, SolveErrorsNameTheField) {
  EXPECT_EQ(subject_of([] { macmahon_solve({"Aa", kConway}); }), "target");
  EXPECT_EQ(subject_of([] { macmahon_solve({"Ba", "Ac,Ad,Zz,Af,Cb,Db,Eb,Fb"}); }), "cubes");
  EXPECT_EQ(subject_of([] { macmahon_solve({"Ba", "Ac,Ad,Ae"}); }), "cubes");        // too few
  EXPECT_EQ(subject_of([] { macmahon_solve({"Ba", "Ac,Ac,Ae,Af,Cb,Db,Eb,Fb"}); }), "cubes");  // twice
  EXPECT_EQ(subject_of([] { macmahon_solve({"Ba", "row:G,col:b"}); }), "cubes");
}

TEST(ReportMacMahon, CollectionDocument) {
  const Document d = macmahon_collection({"152436", "row:A,col:b,-Ab,123456"});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"target", "colouring", "mirror", "conway_collection", "conway_cubes",
                                                    "cubes", "cube_colourings"}));
  EXPECT_EQ(d.json["target"], "Ba");  // typed as its colouring
  EXPECT_EQ(d.json["mirror"], "Ab");
  EXPECT_EQ(d.json["conway_collection"], "row:A,col:b,-Ab");
  EXPECT_EQ(d.json["conway_cubes"].get<std::vector<std::string>>(),
            (std::vector<std::string>{"Ac", "Ad", "Ae", "Af", "Cb", "Db", "Eb", "Fb"}));
  // Any number of cubes (9 here), MacMahon cubes by name whatever was typed.
  ASSERT_EQ(d.json["cubes"].size(), 9u);
  EXPECT_EQ(d.json["cubes"][8], cw::macmahon::cube_name(cw::macmahon::parse_target("123456")));
  EXPECT_EQ(d.json["cube_colourings"][0], cw::macmahon::colouring_text(cw::macmahon::macmahon_cubes()[1]));
  // Each part only when asked; a cube of another family keeps the text it was typed as.
  EXPECT_EQ(keys(macmahon_collection({"Ba", ""}).json).size(), 5u);
  const Document other = macmahon_collection({"", "112233"});
  EXPECT_EQ(keys(other.json), (std::vector<std::string>{"cubes", "cube_colourings"}));
  EXPECT_EQ(other.json["cubes"][0], "112233");
  EXPECT_EQ(other.json["cube_colourings"][0], "112233");
  EXPECT_EQ(subject_of([] { macmahon_collection({"Zz", ""}); }), "target");
  EXPECT_EQ(subject_of([] { macmahon_collection({"", "Ab,Zz"}); }), "cubes");
}

TEST(ReportMacMahon, CensusDocument) {
  const Document d = macmahon_census({"Fe"});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"target", "collections_with_solution", "distribution", "published",
                                                    "disagreements", "verified_by"}));
  EXPECT_EQ(d.json["collections_with_solution"], 133680);
  EXPECT_EQ(d.stats.rfind("census: ", 0), 0u);
  EXPECT_TRUE(d.figures.empty());
  EXPECT_EQ(d.json.dump(2) + "\n", golden("macmahon_census/enumerate_02_census_json.out"));
  EXPECT_EQ(subject_of([] { macmahon_census({"Aa"}); }), "target");
  EXPECT_EQ(subject_of([] { macmahon_census({"112233"}); }), "target");  // not a MacMahon cube
}

TEST(ReportMacMahon, ExplainDocument) {
  const Document d = macmahon_explain({"Ba", "row:A,col:b,-Ab"});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"target", "cubes", "target_in_collection", "unusable_cubes",
                                                    "corners", "edges", "components", "prediction",
                                                    "solution_number", "agree"}));
  EXPECT_EQ(keys(d.json["prediction"]),
            (std::vector<std::string>{"rule", "statement", "solution_number", "components", "tree_edges"}));
  EXPECT_EQ(d.json["edges"].size(), 20u);
  EXPECT_EQ(d.json["solution_number"], 16);
  EXPECT_TRUE(d.figures.empty());
  EXPECT_EQ(d.json.dump(2) + "\n", golden("macmahon_explain/02_conway_json.out"));
  MacMahonExplainRequest drawn{"Ba", "row:A,col:b,-Ab"};
  drawn.draw = true;
  const Document with_figure = macmahon_explain(drawn);
  ASSERT_EQ(with_figure.figures.size(), 1u);
  EXPECT_EQ(with_figure.figures[0].file, "macmahon_explain_Ba.svg");
  EXPECT_EQ(with_figure.figures[0].svg.rfind("<svg", 0), 0u);
  EXPECT_EQ(with_figure.json, d.json);
  // The theorem as published disagrees with the count here (4 components, a tree of 0 edges).
  const Document exception = macmahon_explain({"Ab", "Ab,Bc,Bd,Be,Ca,Cd,Da,Ea"});
  EXPECT_EQ(exception.json["prediction"]["solution_number"], 16);
  EXPECT_EQ(exception.json["solution_number"], 8);
  EXPECT_EQ(exception.json["agree"], false);
}

TEST(ReportMacMahon, ExplainErrorsNameTheField) {
  EXPECT_EQ(subject_of([] { macmahon_explain({"Aa", kConway}); }), "target");
  EXPECT_EQ(subject_of([] { macmahon_explain({"", kConway}); }), "target");
  EXPECT_EQ(subject_of([] { macmahon_explain({"Ba", ""}); }), "cubes");
  EXPECT_EQ(subject_of([] { macmahon_explain({"Ba", "Ac,Ad,Ae"}); }), "cubes");
  EXPECT_EQ(subject_of([] { macmahon_explain({"Ba", "Ac,Ad,Ae,Af,Cb,Db,Eb,112233"}); }), "cubes");
  EXPECT_EQ(subject_of([] { macmahon_explain({"Ba", kConway, true}); }), "all");
}

TEST(ReportMacMahon, TargetsDocument) {
  const Document d = macmahon_targets({});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"distribution", "max", "max_count", "max_collections"}));
  EXPECT_EQ(d.json["max_collections"], d.json["max_count"]);  // a count unless the list is asked for
  const Document listed = macmahon_targets({true});
  ASSERT_TRUE(listed.json["max_collections"].is_array());
  EXPECT_EQ(listed.json["max_collections"].size(), d.json["max_count"].get<uint64_t>());
  EXPECT_EQ(keys(listed.json["max_collections"][0]), (std::vector<std::string>{"collection", "targets"}));
  EXPECT_EQ(listed.json["max_collections"][0]["collection"].size(), 8u);
}

TEST(ReportMacMahon, UniversalDocument) {
  const Document d = macmahon_universal({});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"size", "count", "sets", "minimum", "conjecture"}));
  EXPECT_EQ(d.json.dump(2) + "\n", golden("macmahon_universal/enumerate_04_universal_json.out"));
  const Document given = macmahon_universal({12});
  // A given size: no search, so no verdict on the conjecture.
  EXPECT_EQ(keys(given.json), (std::vector<std::string>{"size", "count", "sets", "minimum"}));
  EXPECT_EQ(given.json["sets"], d.json["sets"]);
  EXPECT_EQ(subject_of([] { macmahon_universal({31}); }), "size");
  EXPECT_EQ(subject_of([] { macmahon_universal({-1}); }), "size");  // no size is the minimum; -1 is no size
}

TEST(ReportMacMahon, SizesDocument) {
  const Document d = macmahon_sizes({});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"sizes", "smallest_k_exactly_29"}));
  ASSERT_EQ(d.json["sizes"].size(), 31u);
  EXPECT_EQ(keys(d.json["sizes"][8]), (std::vector<std::string>{"k", "sets", "min", "max", "mean", "sd", "distribution"}));
  EXPECT_EQ(d.json["sizes"][8]["sets"], 5852925);
  EXPECT_EQ(d.stats.rfind("sizes: all 2^30 sets in ", 0), 0u);
}

TEST(ReportMacMahon, CubesDocument) {
  EXPECT_EQ(keys(macmahon_cubes({}).json), (std::vector<std::string>{"families", "cubes"}));
  EXPECT_EQ(keys(macmahon_cubes({2}).json),
            (std::vector<std::string>{"family", "count", "cubes", "members", "row_labels", "columns"}));
  const Json four = macmahon_cubes({4}).json;
  EXPECT_EQ(four["members"].size(), 68u);
  EXPECT_EQ(keys(four["members"][0]), (std::vector<std::string>{"name", "colouring", "mirror", "row", "column"}));
  EXPECT_EQ(four["members"][5]["name"], "f4:6");
  EXPECT_EQ(four["members"][5]["colouring"], "112334");
  EXPECT_EQ(keys(macmahon_cubes({}).json["cubes"][0]),
            (std::vector<std::string>{"name", "colouring", "mirror", "corners", "row", "column"}));
  EXPECT_EQ(subject_of([] { read_request<MacMahonCubesRequest>(find_verb("macmahon.cubes"), {{"family", 7}}, kCli); }),
            "family");
}
